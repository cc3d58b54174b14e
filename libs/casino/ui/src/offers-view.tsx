import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import type { CasinoOffer } from '@bet/contract';
import type { LoadStatus } from '@bet/casino';
import { usePlayerTime } from '@bet/time-settings-ui';
import { routePath } from '@bet/routing';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import styles from './casino.module.css';

export type OffersPageKind = 'bonus' | 'promotion';

/** An offer's own page: bonus/casino/{id} for a bonus, bonus/casino/promotions/{id} for a promotion. */
export function offerPath(offer: Pick<CasinoOffer, 'id' | 'kind'>, language: string): string {
  return offer.kind === 'bonus'
    ? routePath('casino-bonus-item', { language, params: { bonusId: offer.id } })
    : routePath('casino-promotion', { language, params: { promotionId: offer.id } });
}

function OffersNav({ language }: { language: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.nav} aria-label={t('casino_offers_nav_label')}>
      <ul>
        <li>
          <NavLink to={routePath('casino-bonus', { language })} end>
            {t('casino_bonuses_title')}
          </NavLink>
        </li>
        <li>
          <NavLink to={routePath('casino-bonus-promo', { language })} end>
            {t('casino_promotions_title')}
          </NavLink>
        </li>
        <li>
          <NavLink to={routePath('casino-tournaments', { language })} end>
            {t('casino_tournaments_title')}
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}

export interface OffersViewProps {
  language: string;
  kind: OffersPageKind;
  status: LoadStatus;
  items: readonly CasinoOffer[];
  onRetry: () => void;
}

/** Spec 01 §2 bonus/casino (the casino bonuses) and bonus/casino/promo (the promotions). */
export function OffersView({ language, kind, status, items, onRetry }: OffersViewProps) {
  const { t } = useTranslation();
  const title = t(kind === 'bonus' ? 'casino_bonuses_title' : 'casino_promotions_title');
  usePageTitle(title);
  const shown = items.filter((offer) => offer.kind === kind);
  let body;
  if (status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t('casino_offers_error')}
      </Alert>
    );
  } else if (status !== 'loaded') body = <Spinner label={t('casino_loading')} />;
  else if (shown.length === 0) body = <p>{t('casino_offers_empty')}</p>;
  else {
    body = (
      <ul className={styles.cards} aria-label={title}>
        {shown.map((offer) => (
          <li key={offer.id}>
            <article className={styles.card} aria-labelledby={`offer-${offer.id}`}>
              <h2 id={`offer-${offer.id}`}>
                <Link to={offerPath(offer, language)}>{offer.title}</Link>
              </h2>
              <p>{offer.summary}</p>
              {offer.wager ? <p>{t('casino_offer_wager', { wager: offer.wager })}</p> : null}
            </article>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <OffersNav language={language} />
      {body}
    </div>
  );
}

export interface OfferViewProps {
  language: string;
  id: string;
  kind: OffersPageKind;
  status: LoadStatus;
  items: readonly CasinoOffer[];
  onRetry: () => void;
  /** Shown under the offer (casino/slot-first-deposit's deposit link). */
  extra?: ReactNode;
}

/** Spec 01 §2 bonus/casino/{id} and bonus/casino/promotions/{id}: one offer with its terms. */
export function OfferView({ language, id, kind, status, items, onRetry, extra }: OfferViewProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const offer = items.find((item) => item.id === id && item.kind === kind);
  usePageTitle(offer?.title ?? t(kind === 'bonus' ? 'casino_bonuses_title' : 'casino_promotions_title'));
  let body;
  if (status === 'failed') {
    body = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t('casino_offers_error')}
      </Alert>
    );
  } else if (status !== 'loaded') body = <Spinner label={t('casino_loading')} />;
  else if (!offer) body = <p>{t('casino_offer_not_found')}</p>;
  else {
    body = (
      <>
        <p>{offer.summary}</p>
        {offer.wager ? <p>{t('casino_offer_wager', { wager: offer.wager })}</p> : null}
        {offer.endsAt ? <p>{t('casino_offer_ends', { date: time.dateTime(offer.endsAt * 1000) })}</p> : null}
        <section aria-labelledby="casino-offer-terms">
          <h2 id="casino-offer-terms">{t('casino_offer_terms')}</h2>
          {offer.terms.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </section>
      </>
    );
  }
  return (
    <div className={styles.page}>
      <h1>{offer?.title ?? t(kind === 'bonus' ? 'casino_bonuses_title' : 'casino_promotions_title')}</h1>
      <OffersNav language={language} />
      {body}
      {extra}
    </div>
  );
}
