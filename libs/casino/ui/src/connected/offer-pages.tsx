import { useEffect, type ReactNode } from 'react';
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

export interface CasinoOfferPageProps {
  kind: OffersPageKind;
  /** A fixed offer (casino/slot-first-deposit), instead of the address's id. */
  id?: string;
  /** Shown under the offer (the deposit link). */
  extra?: ReactNode;
}

/** Spec 01 §2 bonus/casino/{id} and bonus/casino/promotions/{id}. */
export function CasinoOfferPage({ kind, id: fixedId, extra }: CasinoOfferPageProps) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const params = useParams();
  const id = fixedId ?? (kind === 'bonus' ? params.bonusId : params.promotionId) ?? '';
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
      extra={extra}
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
