import { LIMIT_ERROR_CODES, LIMIT_TYPES, PENDING_APPROVAL_SECONDS } from '@bet/contract';
import type { LimitRequest, LimitType } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { limits } from '../db/schema';
import { formatMinor } from '../betting/format-minor';
import type { LimitLanguage } from './limit-language';
import { isMoneyLimit, isTimeBound, offerOf } from './limit-offer';
import { refuseLimit } from './limit-refusal';
import { activeRows, closeEndedLimits, closeRow, openRows, rowOf } from './limit-rows';
import type { LimitDb, LimitRow } from './limit-rows';
import { SELF_EXCLUDE_REASONS } from './limit-texts';
import { lockPlayer } from './player-lock';
import { mainCurrencyOf } from './limit-usage';
import type { MainCurrency } from './limit-usage';

/** A transaction that may also lock the player's row. */
export type ChangeDb = LimitDb & Pick<Db, 'select'>;

/**
 * What a requested value does to the limit in force (README "Limits"):
 * - `set`: tightens or starts it, applied at once (new, lower, a time-bound limit made longer);
 * - `raise`: loosens it, asked about first (self-assessment), then PENDING for money limits;
 * - `cancel`: ends it, PENDING for money limits, at once for the session limit and reality check;
 * - `same`: nothing to do.
 */
type ChangeKind = 'set' | 'raise' | 'cancel' | 'same';

interface PlannedChange {
  request: LimitRequest;
  kind: ChangeKind;
  active: LimitRow | undefined;
}

const DAY_MS = 86_400_000;

/** Checks a requested value against its type's offer: whole, in bounds, offered (LIMIT_ERROR_CODES). */
export function checkValue(request: LimitRequest, currency: MainCurrency, language: LimitLanguage): void {
  const { limitType, limitValue } = request;
  if (limitValue === null) return;
  const offer = offerOf(limitType, currency.iso, currency.minorUnits);
  if (limitValue % offer.step !== 0) throw refuseLimit(LIMIT_ERROR_CODES.valueNotWhole, language, { limitType });
  if (limitValue > offer.maxValue) {
    throw refuseLimit(LIMIT_ERROR_CODES.valueAboveMax, language, {
      limitType,
      max: offer.maxValue,
      maxText: isMoneyLimit(limitType) ? formatMinor(offer.maxValue, currency.iso) : String(offer.maxValue),
    });
  }
  if (!isMoneyLimit(limitType) && !offer.availableValues.includes(limitValue)) {
    throw refuseLimit(LIMIT_ERROR_CODES.valueNotOffered, language, { limitType });
  }
  const reason = request.selfExcludeReason;
  if (reason !== undefined && !SELF_EXCLUDE_REASONS.some((known) => known.id === reason)) {
    throw refuseLimit(LIMIT_ERROR_CODES.valueNotOffered, language, { limitType });
  }
}

function endOf(request: LimitRequest, now: Date): Date | null {
  return isTimeBound(request.limitType) && request.limitValue !== null
    ? new Date(now.getTime() + request.limitValue * DAY_MS)
    : null;
}

/** What a request does, refused when a rule forbids it (not cancellable, locked, excluded). */
function plan(request: LimitRequest, active: readonly LimitRow[], now: Date, language: LimitLanguage): PlannedChange {
  const type = request.limitType;
  const current = rowOf(active, type, 'ACTIVE');
  const refuse = (code: (typeof LIMIT_ERROR_CODES)[keyof typeof LIMIT_ERROR_CODES]) =>
    refuseLimit(code, language, { limitType: type });

  // Spec 01 §4: an ACTIVE extra-limits lock (37) stops every change of the session limit and the time-out.
  if ((type === LIMIT_TYPES.session || type === LIMIT_TYPES.depositTimeout) && rowOf(active, 37, 'ACTIVE')) {
    throw refuse(LIMIT_ERROR_CODES.lockedByExtraLimitsLock);
  }
  let kind: ChangeKind;
  if (request.limitValue === null) {
    if (!current) return { request, kind: 'same', active: current };
    if (isTimeBound(type)) throw refuse(LIMIT_ERROR_CODES.notCancellable);
    kind = 'cancel';
  } else if (!current || current.limitValue === null) {
    kind = 'set';
  } else if (isTimeBound(type)) {
    // Longer only: spec 01 §4 "Active limits of type 30 or 33 cannot be cancelled" (37 likewise).
    const ends = endOf(request, now)?.getTime() ?? 0;
    if (ends < (current.endsAt?.getTime() ?? Infinity)) throw refuse(LIMIT_ERROR_CODES.notCancellable);
    kind = 'set';
  } else if (request.limitValue < current.limitValue) kind = 'set';
  else if (request.limitValue > current.limitValue) kind = 'raise';
  else kind = 'same';

  if (kind === 'raise' || kind === 'cancel') {
    // Spec 02 §7 refusal `excluded`: nothing loosens while the player is self-excluded, nor a
    // deposit limit during a deposit time-out.
    const excluded =
      rowOf(active, LIMIT_TYPES.selfExclusion, 'ACTIVE') ||
      (type >= 20 && type <= 22 && rowOf(active, LIMIT_TYPES.depositTimeout, 'ACTIVE'));
    if (excluded) throw refuse(LIMIT_ERROR_CODES.excluded);
  }
  return { request, kind, active: current };
}

/** The last request of each type wins (a list may name a type twice). */
function lastOfEachType(requests: readonly LimitRequest[]): LimitRequest[] {
  const byType = new Map<LimitType, LimitRequest>();
  for (const request of requests) byType.set(request.limitType, request);
  return [...byType.values()];
}

export type ChangeOutcome = { asked: true } | { asked: false; cancelWaits: boolean };

/**
 * Applies a save (contract saveLimits) in the caller's transaction, after checking every value.
 * A raise needs the self-assessment first: without `answered` nothing changes and the outcome is
 * `asked` (the caller stores the request with its questions). Everything else applies now.
 */
export async function applyLimitRequests(
  tx: ChangeDb,
  playerId: number,
  requests: readonly LimitRequest[],
  options: { now: Date; language: LimitLanguage; answered: boolean },
): Promise<ChangeOutcome> {
  const { now, language } = options;
  await lockPlayer(tx, playerId);
  await closeEndedLimits(tx, playerId, now);
  const currency = await mainCurrencyOf(tx, playerId);
  const wanted = lastOfEachType(requests);
  for (const request of wanted) checkValue(request, currency, language);
  const active = await activeRows(tx, playerId, now);
  const planned = wanted.map((request) => plan(request, active, now, language));
  if (!options.answered && planned.some((change) => change.kind === 'raise')) return { asked: true };

  const open = await openRows(tx, playerId);
  let cancelWaits = false;
  for (const change of planned) {
    const pending = rowOf(open, change.request.limitType, 'PENDING');
    cancelWaits ||= await applyChange(tx, playerId, change, pending, currency.iso, now);
  }
  return { asked: false, cancelWaits };
}

/** One planned change; answers whether it waits as a PENDING cancel. */
async function applyChange(
  tx: ChangeDb,
  playerId: number,
  { request, kind, active }: PlannedChange,
  pending: LimitRow | undefined,
  currency: string,
  now: Date,
): Promise<boolean> {
  if (kind === 'same') return false;
  const type = request.limitType;
  const money = isMoneyLimit(type);
  // A new decision replaces a change still waiting.
  if (pending) await closeRow(tx, pending.id, now);
  const base = {
    playerId,
    limitType: type,
    currency: money ? currency : null,
    startedAt: now,
  };
  if (money && (kind === 'raise' || kind === 'cancel')) {
    // Loosening a money limit waits PENDING_APPROVAL_SECONDS, then the player's confirm.
    await tx.insert(limits).values({
      ...base,
      limitValue: kind === 'cancel' ? null : request.limitValue,
      state: 'PENDING',
      change: 1,
      endsAt: new Date(now.getTime() + PENDING_APPROVAL_SECONDS * 1000),
    });
    return kind === 'cancel';
  }
  if (active) await closeRow(tx, active.id, now);
  if (kind === 'cancel') return false;
  await tx.insert(limits).values({
    ...base,
    limitValue: request.limitValue,
    state: 'ACTIVE',
    change: 0,
    endsAt: endOf(request, now),
    selfExcludeReason:
      type === LIMIT_TYPES.selfExclusion ? (request.selfExcludeReason ?? active?.selfExcludeReason ?? null) : null,
  });
  return false;
}

/**
 * Contract limitAction: confirm applies a PENDING change, reject drops it; both only once it
 * may be approved (needApprove). Answers what was done.
 */
export async function decidePending(
  tx: ChangeDb,
  playerId: number,
  type: LimitType,
  action: 'confirm' | 'reject',
  options: { now: Date; language: LimitLanguage },
): Promise<'confirmed' | 'rejected' | 'cancelled'> {
  const { now, language } = options;
  await lockPlayer(tx, playerId);
  await closeEndedLimits(tx, playerId, now);
  const open = await openRows(tx, playerId);
  const pending = rowOf(open, type, 'PENDING');
  if (!pending || (pending.endsAt?.getTime() ?? Infinity) > now.getTime()) {
    throw refuseLimit(LIMIT_ERROR_CODES.nothingToApprove, language, { limitType: type });
  }
  if (action === 'reject') {
    await closeRow(tx, pending.id, now);
    return 'rejected';
  }
  const active = await activeRows(tx, playerId, now);
  if (rowOf(active, LIMIT_TYPES.selfExclusion, 'ACTIVE')) {
    throw refuseLimit(LIMIT_ERROR_CODES.excluded, language, { limitType: type });
  }
  const current = rowOf(open, type, 'ACTIVE');
  if (current) await closeRow(tx, current.id, now);
  if (pending.limitValue === null) {
    await closeRow(tx, pending.id, now);
    return 'cancelled';
  }
  await tx
    .update(limits)
    .set({ state: 'ACTIVE', change: 0, startedAt: now, endsAt: null })
    .where(eq(limits.id, pending.id));
  return 'confirmed';
}
