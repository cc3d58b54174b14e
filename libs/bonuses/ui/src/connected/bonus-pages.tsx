import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  bonusPageOpened,
  cashbackClaimRequested,
  rewardExchangeRequested,
  selectBonusPage,
  selectCashbackClaim,
  selectExchangingReward,
  type BonusPage,
  type WithBonuses,
} from '@bet/bonuses';
import type { CashbackKind } from '@bet/contract';
import { routePath } from '@bet/routing';
import { usePageTitle } from '@bet/ui';
import { CashbackPanel } from '../cashback-panel';
import { DepositBonus } from '../deposit-bonus';
import { PointsPanel } from '../points-panel';
import { RewardsCatalogue } from '../rewards-catalogue';
import { WagerList } from '../wager-list';
import styles from '../bonuses.module.css';

/** A page of this library: its title as h1, its data read when it mounts. */
function usePage<P extends BonusPage>(page: P, titleKey: string) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const load = useSelector((state: WithBonuses) => selectBonusPage(page)(state));
  const title = t(titleKey);
  usePageTitle(title);
  useEffect(() => {
    dispatch(bonusPageOpened({ page }));
  }, [dispatch, page]);
  return { load, title, retry: () => dispatch(bonusPageOpened({ page })) };
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}

/** Spec 01 §2 office `bonuses/deposit`. */
export function DepositBonusPage() {
  const { i18n } = useTranslation();
  const { load, title, retry } = usePage('wagers', 'bonuses_deposit_title');
  return (
    <Frame title={title}>
      <DepositBonus
        status={load.status}
        data={load.data}
        rechargeHref={routePath('recharge', { language: i18n.language || 'en' })}
        onRetry={retry}
      />
    </Frame>
  );
}

/** Spec 01 §2 office `bonuses/wager`. */
export function WagerPage() {
  const { load, title, retry } = usePage('wagers', 'bonuses_wager_title');
  return (
    <Frame title={title}>
      <WagerList status={load.status} data={load.data} onRetry={retry} />
    </Frame>
  );
}

function CashbackPage({ kind }: { kind: CashbackKind }) {
  const dispatch = useDispatch();
  const { load, title, retry } = usePage(
    kind,
    kind === 'vip' ? 'bonuses_cashback_vip_title' : 'bonuses_cashback_premium_title',
  );
  const claiming = useSelector((state: WithBonuses) => selectCashbackClaim(kind)(state)) === 'pending';
  return (
    <Frame title={title}>
      <CashbackPanel
        kind={kind}
        status={load.status}
        data={load.data}
        claiming={claiming}
        onClaim={() => dispatch(cashbackClaimRequested({ kind }))}
        onRetry={retry}
      />
    </Frame>
  );
}

/** Spec 01 §2 office `casino/vipcashback`. */
export const VipCashbackPage = () => <CashbackPage kind="vip" />;
/** Spec 01 §2 office `casino/premiumcashback`. */
export const PremiumCashbackPage = () => <CashbackPage kind="premium" />;

/** Spec 01 §2 office `points`. */
export function PointsPage() {
  const { load, title, retry } = usePage('points', 'bonuses_points_title');
  return (
    <Frame title={title}>
      <PointsPanel status={load.status} data={load.data} onRetry={retry} />
    </Frame>
  );
}

/** Spec 01 §2 office `rewards`. */
export function RewardsPage() {
  const dispatch = useDispatch();
  const { load, title, retry } = usePage('rewards', 'bonuses_rewards_title');
  const exchanging = useSelector(selectExchangingReward);
  return (
    <Frame title={title}>
      <RewardsCatalogue
        status={load.status}
        data={load.data}
        exchanging={exchanging}
        onExchange={(rewardId) => dispatch(rewardExchangeRequested({ rewardId }))}
        onRetry={retry}
      />
    </Frame>
  );
}
