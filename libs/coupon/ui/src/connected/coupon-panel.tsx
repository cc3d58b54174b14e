import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { BET_ERROR_CODES, type Account } from '@bet/contract';
import { CouponType } from '@bet/coupon';
import {
  autoMaxToggled,
  bankerToggled,
  betRemoved,
  betsCleared,
  coefChangesAccepted,
  COEF_CHANGE_PENDING,
  couponTypeChosen,
  issueKey,
  placementRequested,
  promoCodeChosen,
  promoCodeEntered,
  selectBetsWithPendingCoef,
  selectCanPlaceCoupon,
  selectCoupon,
  selectConditionalBlocks,
  selectCouponBets,
  selectDependentBetIds,
  selectExpressBonusCoef,
  selectIsVipBetAvailable,
  selectPossibleWin,
  selectPossibleWinWithBonus,
  selectPrimaryCouponIssue,
  selectStakeLimits,
  selectSystemValue,
  selectSystemVariants,
  selectTotalCoefByView,
  stakeByBetChanged,
  stakeChanged,
  successCouponClosed,
  systemBankerModeToggled,
  systemValueChosen,
  vipBetToggled,
  type CouponBet,
} from '@bet/coupon/state';
import { routePath } from '@bet/routing';
import { activeAccountChangeRequested, selectActiveAccount, selectAllAccounts } from '@bet/accounts';
import { selectIsAuthenticated, signInOpened } from '@bet/session';
import { selectLanguage } from '@bet/site';
import { Button, Checkbox, Select, TextField } from '@bet/ui';
import { CoefChangePrompt, type CoefChange } from '../coef-change-prompt';
import { useCoefFormat } from '../use-coef-format';
import { CouponBetItem, outcomeTitle } from '../coupon-bet-item';
import { placementErrorText } from '../coupon-messages';
import { CouponSuccess } from '../coupon-success';
import { CouponTypeInputs } from './coupon-type-inputs';
import { offeredCouponTypes } from '../coupon-types';
import { formatAmount } from '../money';
import { formatMoney } from '@bet/i18n';
import { StakeField, type StakeTextError } from '../stake-field';
import { ConnectedCouponCode } from './connected-coupon-code';
import styles from '../coupon.module.css';
import { ConnectedQuickStakeSteps } from './connected-quick-stake';
import type { CouponUiState } from './coupon-ui-state';
import { CouponBalance } from './coupon-balance';
import { CouponSettings } from './coupon-settings';
import { OneClickConfirmDialog } from './one-click-confirm-dialog';

export type { CouponUiState };

export interface CouponPanelProps {
  /** 1 on the coupon page, 2 in the page's right column. */
  headingLevel?: 1 | 2;
  /** The coupon page's own panel: shown while the page is open, when other copies step aside. */
  isPage?: boolean;
}

function accountLabel(account: Account, language: string): string {
  return `${account.label} · ${formatAmount(account.money, language, account.iso)}`;
}

/**
 * The coupon (bet slip) on screen, over @bet/coupon/state: bets, type, stakes, system, bankers,
 * promo code, VIP bet, one-click, account, the figures as the stake is typed, the one reason it
 * cannot be placed, the coefficient-change prompt and the accepted coupon. Every rule is the
 * coupon state's; this only shows it and reports what the player does.
 */
export function CouponPanel({ headingLevel = 2, isPage = false }: CouponPanelProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const coupon = useSelector((state: CouponUiState) => selectCoupon(state));
  const bets = useSelector((state: CouponUiState) => selectCouponBets(state));
  const dependentBetIds = useSelector((state: CouponUiState) => selectDependentBetIds(state));
  const systemValue = useSelector((state: CouponUiState) => selectSystemValue(state));
  const systemVariants = useSelector((state: CouponUiState) => selectSystemVariants(state));
  const totalCoefByView = useSelector((state: CouponUiState) => selectTotalCoefByView(state));
  const stakeLimits = useSelector((state: CouponUiState) => selectStakeLimits(state));
  const possibleWin = useSelector((state: CouponUiState) => selectPossibleWin(state));
  const possibleWinWithBonus = useSelector((state: CouponUiState) => selectPossibleWinWithBonus(state));
  const primaryIssue = useSelector((state: CouponUiState) => selectPrimaryCouponIssue(state));
  const canPlace = useSelector((state: CouponUiState) => selectCanPlaceCoupon(state));
  const pendingBets = useSelector((state: CouponUiState) => selectBetsWithPendingCoef(state));
  const isVipAvailable = useSelector((state: CouponUiState) => selectIsVipBetAvailable(state));
  const expressBonusCoef = useSelector((state: CouponUiState) => selectExpressBonusCoef(state));
  const isSignedIn = useSelector((state: CouponUiState) => selectIsAuthenticated(state));
  const accounts = useSelector((state: CouponUiState) => selectAllAccounts(state));
  const activeAccount = useSelector((state: CouponUiState) => selectActiveAccount(state));
  const language = useSelector((state: CouponUiState) => selectLanguage(state)) ?? i18n.language;
  const conditionalBlocks = useSelector((state: CouponUiState) => selectConditionalBlocks(state));
  const formatCoef = useCoefFormat();
  const [stakeErrors, setStakeErrors] = useState<Record<string, StakeTextError>>({});
  const headingId = useId();
  const reasonId = useId();
  const stakeId = useId();
  const stakeFieldId = (key: string) => `${stakeId}-${key}`;

  if (coupon.reminder.isCouponPageVisible && !isPage) return null;

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const account = accounts.find((item) => item.id === coupon.account.accountId) ?? activeAccount;
  const currency = account?.iso ?? null;
  const money = (amount: number) => formatAmount(amount, language, currency);
  const { settings } = coupon;
  const { typeId, isActiveSystemBanker } = coupon.type;
  const { coefViewId } = coupon.oddsView;
  const { promoCodes } = coupon.promo;
  const isManySingles = typeId === CouponType.ManySingles;
  const isSystemLike = typeId === CouponType.System || typeId === CouponType.MultiBet;
  const isCombined = typeId !== CouponType.Single && typeId !== CouponType.ManySingles;
  const showBanker = typeId === CouponType.MultiBet || (typeId === CouponType.System && isActiveSystemBanker);
  const isPending = coupon.placement.status === 'pending';

  function reportStakeError(key: string, error: StakeTextError | null) {
    setStakeErrors((current) => {
      const next = { ...current };
      if (error === null) delete next[key];
      else next[key] = error;
      return next;
    });
  }
  // Only the fields on screen count: a bet that left takes its stake field with it.
  const visibleStakeKeys = isManySingles
    ? bets.map((bet) => bet.id)
    : ['amount', ...conditionalBlocks.slice(1).map((block) => `block-${block.blockId}`)];
  const firstStakeErrorKey = visibleStakeKeys.find((key) => stakeErrors[key] !== undefined);

  const blocked = firstStakeErrorKey !== undefined || !canPlace;
  function place() {
    if (!isSignedIn) {
      dispatch(signInOpened());
      return;
    }
    if (blocked) return;
    dispatch(placementRequested());
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    place();
  }

  const refusedForCoef =
    coupon.placement.status === 'failed' && coupon.placement.error?.code === BET_ERROR_CODES.coefChanged;
  function acceptChanges() {
    dispatch(coefChangesAccepted());
    // The server refused this coupon for these changes: accepting them is the player's go-ahead.
    if (refusedForCoef && isSignedIn) dispatch(placementRequested());
  }

  // The one message: a stake that cannot be read, else the first thing to fix, else why the
  // last attempt failed. A coefficient change has its own prompt, so it is not said twice.
  const hasPrompt = pendingBets.length > 0;
  let reason: string | null = null;
  if (isSignedIn && bets.length > 0 && firstStakeErrorKey === undefined) {
    if (primaryIssue !== null && !(hasPrompt && primaryIssue === COEF_CHANGE_PENDING))
      reason = t(issueKey(primaryIssue));
    else if (coupon.placement.status === 'failed' && coupon.placement.error && !(hasPrompt && refusedForCoef)) {
      reason = placementErrorText(
        coupon.placement.error,
        t,
        currency ? (minor) => formatMoney(minor, currency, language) : undefined,
      );
    }
  }
  // A stake that cannot be read is said under its own field; the button points there.
  const describedBy =
    firstStakeErrorKey === undefined ? (reason ? reasonId : undefined) : `${stakeFieldId(firstStakeErrorKey)}-error`;

  const changes: CoefChange[] = pendingBets.map((bet) => ({
    betId: bet.id,
    outcome: outcomeTitle(bet),
    from: formatCoef(bet.market.coef),
    to: formatCoef(bet.pendingCoef ?? bet.market.coef),
  }));

  const success = coupon.placement.successCoupon;
  // Spec 01 §5: the limits of the coupon type as it stands, next to the stake (its description).
  const limitsHint = [
    stakeLimits.min !== null ? t('coupon_stake_min', { amount: money(stakeLimits.min) }) : null,
    stakeLimits.max !== null ? t('coupon_stake_max', { amount: money(stakeLimits.max) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  const types = offeredCouponTypes(bets.length, typeId);
  const promoCode = coupon.promo.manualPromoCode || coupon.promo.promoCode;
  const showPromo = typeId !== CouponType.Single || promoCode !== '';
  // Spec 01 §3 availablePrepaidAmount: the part of the stake the prepaid money pays (as the payload sends it).
  const prepaidInStake = isManySingles ? 0 : Math.min(coupon.account.availablePrepaidAmount, coupon.stake.amount);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <div className={styles.header}>
        <Heading id={headingId} className={styles.title}>
          {t('coupon_title')}
        </Heading>
        {bets.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => dispatch(betsCleared())}>
            {t('coupon_clear')}
          </Button>
        ) : null}
      </div>

      {success ? (
        <CouponSuccess
          couponId={success.id}
          amount={typeof success['amount'] === 'number' ? money(success['amount']) : null}
          possibleWin={typeof success['possibleWin'] === 'number' ? money(success['possibleWin']) : null}
          printHref={routePath('print-coupon', { language, params: { couponId: success.id } })}
          historyHref={routePath('history', { language })}
          onClose={() => dispatch(successCouponClosed())}
        />
      ) : null}

      {bets.length === 0 ? (
        success ? null : (
          <p className={styles.empty}>{t('coupon_empty')}</p>
        )
      ) : (
        <form className={styles.form} noValidate onSubmit={handleSubmit}>
          <Select
            label={t('coupon_type_label')}
            value={String(typeId)}
            options={types.map((type) => ({ value: String(type), label: t(`coupon_type_${type}`) }))}
            onChange={(event) => dispatch(couponTypeChosen({ typeId: Number(event.target.value) as CouponType }))}
          />

          {coupon.bets.expressId !== null ? <p className={styles.empty}>{t('coupon_express_of_the_day')}</p> : null}
          <ul className={styles.bets} aria-label={t('coupon_bets_label')}>
            {bets.map((bet: CouponBet) => (
              <CouponBetItem
                key={bet.id}
                bet={bet}
                coefViewId={coefViewId}
                isCombined={isCombined}
                isDepend={dependentBetIds.has(bet.id)}
                showBanker={showBanker}
                onRemove={(id) => dispatch(betRemoved({ id }))}
                onBankerToggle={(betId) => dispatch(bankerToggled({ betId }))}
              >
                {isManySingles ? (
                  <StakeField
                    id={stakeFieldId(bet.id)}
                    label={t('coupon_stake_for', { outcome: outcomeTitle(bet) })}
                    amount={coupon.stake.amountByBetId[bet.id] ?? 0}
                    onAmountChange={(amount) => dispatch(stakeByBetChanged({ betId: bet.id, amount }))}
                    onTextErrorChange={(error) => reportStakeError(bet.id, error)}
                  />
                ) : null}
              </CouponBetItem>
            ))}
          </ul>
          {typeId === CouponType.MultiBet ? <p className={styles.empty}>{t('coupon_multibet_hint')}</p> : null}
          <CouponTypeInputs fieldId={stakeFieldId} onTextErrorChange={reportStakeError} />

          {isSystemLike && systemVariants.length > 0 ? (
            <Select
              label={t('coupon_system_label')}
              value={String(systemValue)}
              options={systemVariants.map((variant) => ({
                value: String(variant.value),
                label: t('coupon_system_option', {
                  value: variant.value,
                  count: typeId === CouponType.MultiBet ? bets.length - 1 : bets.length,
                  combo: variant.combo,
                }),
              }))}
              onChange={(event) => dispatch(systemValueChosen({ value: Number(event.target.value) }))}
            />
          ) : null}
          {isSystemLike ? (
            <Checkbox
              label={t('coupon_system_bankers')}
              checked={isActiveSystemBanker}
              onChange={() => dispatch(systemBankerModeToggled())}
            />
          ) : null}

          {hasPrompt ? (
            <CoefChangePrompt changes={changes} placesOnAccept={refusedForCoef} onAccept={acceptChanges} />
          ) : null}

          <CouponBalance />
          {isSignedIn && accounts.length > 1 && settings.isShowAccountSelect ? (
            <Select
              label={t('coupon_account_label')}
              value={String(account?.id ?? '')}
              options={accounts.map((item) => ({ value: String(item.id), label: accountLabel(item, language) }))}
              onChange={(event) => {
                const chosen = accounts.find((item) => String(item.id) === event.target.value);
                // The coupon places from the active account: choosing here makes it active
                // (@bet/accounts), and its activeAccountChanged reaches the coupon (apps/web).
                if (chosen) dispatch(activeAccountChangeRequested({ accountId: chosen.id }));
              }}
            />
          ) : null}

          {isManySingles ? null : (
            <StakeField
              id={stakeFieldId('amount')}
              label={
                conditionalBlocks[0]
                  ? t('coupon_conditional_first_stake', { number: conditionalBlocks[0].blockId })
                  : t('coupon_stake_label')
              }
              amount={coupon.stake.amount}
              hint={limitsHint || undefined}
              onAmountChange={(amount) => dispatch(stakeChanged({ amount }))}
              onTextErrorChange={(error) => reportStakeError('amount', error)}
            />
          )}
          {isManySingles ? null : <ConnectedQuickStakeSteps />}
          {stakeLimits.max !== null && !isManySingles ? (
            <Checkbox
              label={t('coupon_auto_max')}
              checked={coupon.stake.isActiveAutoMax}
              onChange={(event) => dispatch(autoMaxToggled({ isActive: event.target.checked }))}
            />
          ) : null}

          {/* Spec 01 §3 promoCodes and manualPromoCode: the player's list, and a code typed by hand (it wins). */}
          {showPromo && promoCodes.length > 0 ? (
            <Select
              label={t('coupon_promo_choose')}
              value={coupon.promo.promoCode}
              options={[
                { value: '', label: t('coupon_promo_none') },
                ...promoCodes.map((promo) => ({ value: promo.code, label: promo.name ?? promo.code })),
              ]}
              onChange={(event) => dispatch(promoCodeChosen({ code: event.target.value }))}
            />
          ) : null}
          {showPromo ? (
            <TextField
              label={promoCodes.length > 0 ? t('coupon_promo_type') : t('coupon_promo_label')}
              defaultValue={coupon.promo.manualPromoCode}
              autoComplete="off"
              onChange={(event) => dispatch(promoCodeEntered({ code: event.target.value }))}
            />
          ) : null}

          {isVipAvailable || coupon.stake.isActiveVipBet ? (
            <Checkbox
              label={t('coupon_vip_bet')}
              checked={coupon.stake.isActiveVipBet}
              onChange={(event) => dispatch(vipBetToggled({ isActive: event.target.checked }))}
            />
          ) : null}

          <dl className={styles.figures}>
            {totalCoefByView ? (
              <>
                <dt>{t('coupon_total_coef')}</dt>
                <dd>{totalCoefByView}</dd>
              </>
            ) : null}
            {expressBonusCoef !== null ? (
              <>
                <dt>{t('coupon_express_bonus')}</dt>
                <dd>×{expressBonusCoef.toFixed(2)}</dd>
              </>
            ) : null}
            {settings.isShowPossibleWin ? (
              <>
                <dt>{t('coupon_possible_win')}</dt>
                {/* Polite live region: the figure is read when the player pauses typing. */}
                <dd aria-live="polite" data-testid="possible-win">
                  {possibleWin === null ? '—' : money(possibleWin)}
                </dd>
              </>
            ) : null}
            {settings.isShowPossibleWin && possibleWinWithBonus !== null ? (
              <>
                <dt>{t('coupon_possible_win_bonus')}</dt>
                <dd data-testid="possible-win-bonus">{money(possibleWinWithBonus)}</dd>
              </>
            ) : null}
            {prepaidInStake > 0 ? (
              <>
                <dt>{t('coupon_prepaid')}</dt>
                <dd>{money(prepaidInStake)}</dd>
              </>
            ) : null}
          </dl>

          <Button
            type="submit"
            fullWidth
            busy={isPending}
            aria-disabled={isSignedIn && blocked ? true : undefined}
            aria-describedby={isSignedIn ? describedBy : undefined}
          >
            {isSignedIn ? t('coupon_place') : t('coupon_place_sign_in')}
          </Button>
          {reason ? (
            <p id={reasonId} className={styles.reason}>
              {reason}
            </p>
          ) : null}
        </form>
      )}

      <ConnectedCouponCode lang={language} />

      {/* Issue 18: the settings (spec 01 §3) and the one-click question (§4), components of their own. */}
      {isSignedIn ? <CouponSettings /> : null}
      <OneClickConfirmDialog />
    </section>
  );
}
