import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { casinoOffersOpened, casinoRoundsOpened, selectCasinoOffers, selectCasinoRounds } from '@bet/casino';
import { OfferView, OffersView, type OffersPageKind } from '../offers-view';
import { RoundsView } from '../rounds-view';

/** Spec 01 §2 bonus/casino (bonuses) and bonus/casino/promo (promotions). */
export function CasinoOffersPage({ kind }: { kind: OffersPageKind }) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const offers = useSelector(selectCasinoOffers);
  useEffect(() => {
    dispatch(casinoOffersOpened());
  }, [dispatch]);
  return (
    <OffersView
      language={i18n.language}
      kind={kind}
      status={offers.status}
      items={offers.items}
      onRetry={() => dispatch(casinoOffersOpened())}
    />
  );
}

/** Spec 01 §2 bonus/casino/{id} and bonus/casino/promotions/{id}. */
export function CasinoOfferPage({ kind }: { kind: OffersPageKind }) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const params = useParams();
  const id = (kind === 'bonus' ? params.bonusId : params.promotionId) ?? '';
  const offers = useSelector(selectCasinoOffers);
  useEffect(() => {
    dispatch(casinoOffersOpened());
  }, [dispatch]);
  return (
    <OfferView
      language={i18n.language}
      id={id}
      kind={kind}
      status={offers.status}
      items={offers.items}
      onRetry={() => dispatch(casinoOffersOpened())}
    />
  );
}

/** The casino tab of the history: the player's rounds, read on each visit. */
export function CasinoRoundsSection() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const rounds = useSelector(selectCasinoRounds);
  useEffect(() => {
    dispatch(casinoRoundsOpened());
  }, [dispatch]);
  return (
    <RoundsView
      language={i18n.language}
      status={rounds.status}
      items={rounds.items}
      onRetry={() => dispatch(casinoRoundsOpened())}
    />
  );
}
