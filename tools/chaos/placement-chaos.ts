import { randomUUID } from 'node:crypto';
import type { PostCouponBody } from '@bet/contract';
import { createSeededRandom, type Random } from '@bet/platform';
import { ChaosBrowser, type CallResult } from './http-client';
import { addChecks, checkPlayerMoney, NO_FAULTS, type Ledger, type MoneyChecks } from './placement-checks';

/**
 * Issue 17 "1,000 bet placements from 20 concurrent clients against the sandbox switched to 10%
 * 5xx, 5% timeouts, 2% answers out of order and retried duplicates: 0 duplicate bets, 0 lost or
 * double debits, and the ledger sums to every balance". Black box: only the sandbox's HTTP API
 * and its control API (faults, ledger).
 */

export interface ChaosOptions {
  base: string;
  placements: number;
  clients: number;
  seed: number;
  /** How long a client waits for an answer; the timeout fault holds answers longer. */
  clientTimeoutMs: number;
  /** Attempts of one placement before the client reports it as unknown. */
  maxAttempts: number;
  log?: (line: string) => void;
}

/** Share of the calls: 5% fail before they run and 5% after (the answer is lost): 10% 5xx. */
export const CHAOS_FAULTS = {
  errorRate: 0.05,
  errorAfterRate: 0.05,
  timeoutRate: 0.05,
  outOfOrderRate: 0.02,
} as const;

type Outcome =
  { kind: 'accepted'; couponId: string; amount: number } | { kind: 'refused'; code: string } | { kind: 'unknown' };

interface Placement {
  client: number;
  playerId: number;
  body: PostCouponBody;
  outcome: Outcome;
  attempts: number;
  /** How the deliberate duplicates went. */
  duplicate?: 'concurrent' | 'after-answer' | 'changed-body';
}

interface Market {
  id: number;
  gameId: number;
  coef: number;
  typeId: number;
  kind: number;
  isBlocked: boolean;
}
interface Game {
  id: number;
  sportId: number;
  champId: number;
  isLive: boolean;
}

export interface ChaosFigures {
  placements: number;
  clients: number;
  stakeBounds: { min: number; max: number | null };
  faults: typeof CHAOS_FAULTS & { timeoutHoldMs: number; outOfOrderMaxMs: number; clientTimeoutMs: number };
  durationMs: number;
  attempts: number;
  attemptResults: Record<string, number>;
  outcomes: { accepted: number; refused: number; unknownAfterRetries: number; resolvedAfterFaultsOff: number };
  refusalCodes: Record<string, number>;
  deliberateDuplicates: { concurrent: number; afterAnswer: number; changedBody: number };
  checks: MoneyChecks & { duplicateAnswersDiffering: number; changedBodyAccepted: number };
  passed: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function fingerprint(browser: ChaosBrowser): Promise<string> {
  const answer = await browser.ok<{ token: string }>('POST', '/web-api/fingerprint', {
    componentsData: { userAgent: `chaos ${browser.remoteName}`, screen: '1920x1080', touch: false },
  });
  return answer.token;
}

interface Player {
  browser: ChaosBrowser;
  playerId: number;
  accountId: number;
  deposited: number;
}

/** A new player (fast registration) with a card deposit, as a visitor would get one. */
async function newPlayer(base: string, index: number, amountWanted: number): Promise<Player> {
  const browser = new ChaosBrowser(base, `client-${index}`);
  const registered = await browser.ok<{ token: string; userId: number }>('POST', '/web-api/registration/fast_reg', {
    currencyId: 1,
    countryId: 1,
    bonusChoice: 0,
    componentData: await fingerprint(browser),
  });
  browser.token = registered.token;
  const methods = await browser.ok<{ accountId: number; deposit: { id: string; min: number; max: number }[] }>(
    'GET',
    '/web-api/payments/methods',
  );
  const card = methods.deposit.find((method) => method.id === 'card') ?? methods.deposit[0];
  if (!card) throw new Error('No deposit method');
  const amount = Math.min(card.max, Math.max(card.min, amountWanted));
  const session = await browser.ok<{ paymentId: string; session: string; redirectUrl: string }>(
    'POST',
    '/web-api/payments/deposit',
    { requestId: randomUUID(), accountId: methods.accountId, methodId: card.id, amount, lang: 'en' },
  );
  // The provider's card form, as the player's browser submits it.
  const provider = new URL(session.redirectUrl);
  await fetch(session.redirectUrl, { redirect: 'manual' });
  const paid = await fetch(`${provider.origin}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      session: session.session,
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
      holder: 'Chaos Player',
    }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`The provider refused the card: ${paid.status} ${await paid.text()}`);
  // The callback comes over HTTP; do not wait for the provider's tick.
  for (let waited = 0; waited < 20_000; waited += 200) {
    await browser.ok('POST', '/sandbox-api/control/payments/deliver');
    const ledger = await ledgerOf(browser, registered.userId);
    if (ledger.accounts.some((account) => account.accountId === methods.accountId && account.balance >= amount)) {
      return { browser, playerId: registered.userId, accountId: methods.accountId, deposited: amount };
    }
    await sleep(200);
  }
  throw new Error(`The deposit of player ${registered.userId} was never credited`);
}

function ledgerOf(browser: ChaosBrowser, playerId: number): Promise<Ledger> {
  return browser.ok<Ledger>('GET', `/sandbox-api/control/payments/ledger?playerId=${playerId}`);
}

function couponBody(
  random: Random,
  player: Player,
  legs: { game: Game; market: Market }[],
  amount: number,
): PostCouponBody {
  return {
    id: `chaos-${randomUUID()}`,
    accountId: player.accountId,
    amount,
    amountByBlockId: {},
    bets: legs.map(({ game, market }) => ({
      id: market.id,
      gameId: game.id,
      coef: market.coef,
      sportId: game.sportId,
      typeId: market.typeId,
      kind: market.kind,
      champId: game.champId,
      isLive: game.isLive,
      blockId: 0,
      isBanker: false,
    })),
    // Any change accepted: the feed is paused, and a refused change is not what this run is about.
    changeCoefAction: 1,
    coef: null,
    coefByView: '',
    coefViewId: 0,
    exactCoef: false,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    refId: null,
    systemValue: 0,
    typeId: legs.length === 1 ? 0 : 1,
    userId: player.playerId,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
  } satisfies PostCouponBody & { id: string };
  void random;
}

const resultKey = (result: CallResult): string =>
  result.kind === 'answer' ? String(result.status) : result.kind === 'timeout' ? 'client timeout' : 'network error';

/**
 * One placement as the coupon's placement saga makes it: the same request id on every attempt,
 * retried on no answer, a 5xx or a 401 (after a fresh token), until a success or a refusal.
 */
async function place(
  player: Player,
  body: PostCouponBody,
  options: ChaosOptions,
  random: Random,
  tally: (key: string) => void,
): Promise<{ outcome: Outcome; attempts: number }> {
  for (let attempt = 1; attempt <= options.maxAttempts; attempt += 1) {
    const result = await player.browser.call('POST', '/web-api/coupon/place', body, options.clientTimeoutMs);
    tally(resultKey(result));
    if (result.kind === 'answer' && result.status === 200) {
      const answer = result.body as { couponId: string; amount: number };
      return { outcome: { kind: 'accepted', couponId: answer.couponId, amount: answer.amount }, attempts: attempt };
    }
    if (result.kind === 'answer' && result.status === 401) {
      const token = await player.browser.call('GET', '/web-api/user/gettoken', undefined, options.clientTimeoutMs);
      if (token.kind === 'answer' && token.status === 200)
        player.browser.token = (token.body as { token: string }).token;
    } else if (result.kind === 'answer' && result.status >= 400 && result.status < 500) {
      const code = (result.body as { errors?: { code?: unknown }[] }).errors?.[0]?.code;
      return { outcome: { kind: 'refused', code: String(code) }, attempts: attempt };
    }
    // Back off a little, with jitter, as the request layer does.
    await sleep(Math.min(800, 25 * 2 ** attempt) * (0.5 + random()));
  }
  return { outcome: { kind: 'unknown' }, attempts: options.maxAttempts };
}

const sameOutcome = (a: Outcome, b: Outcome): boolean =>
  a.kind === 'unknown' ||
  b.kind === 'unknown' ||
  (a.kind === 'accepted' && b.kind === 'accepted' && a.couponId === b.couponId) ||
  (a.kind === 'refused' && b.kind === 'refused');

export async function runPlacementChaos(options: ChaosOptions): Promise<ChaosFigures> {
  const log = options.log ?? (() => undefined);
  const random = createSeededRandom(options.seed);
  const control = new ChaosBrowser(options.base, 'control');
  await control.ok('POST', '/sandbox-api/control/reset');

  // The line, while the faults are off: games not started and markets open.
  const line = await control.ok<{ games: Game[]; markets: Market[] }>('GET', '/web-api/line/games?section=line');
  const games = new Map(line.games.filter((game) => !game.isLive).map((game) => [game.id, game]));
  const markets = line.markets.filter((market) => !market.isBlocked && games.has(market.gameId));
  if (markets.length < 10) throw new Error(`The line has only ${markets.length} open markets`);
  const config = await control.ok<{ minBetAmount: number; maxBetAmount: number | null }>(
    'GET',
    '/web-api/coupon/config',
  );
  const minStake = Math.max(config.minBetAmount, 100);
  const maxStake = config.maxBetAmount ?? 10_000_000;

  const perClient = Math.ceil(options.placements / options.clients);
  log(`registering ${options.clients} players with a deposit each`);
  const players: Player[] = [];
  for (let index = 0; index < options.clients; index += 1) {
    players.push(await newPlayer(options.base, index, perClient * Math.min(maxStake, minStake * 20)));
  }

  const timeoutHoldMs = options.clientTimeoutMs + 500;
  const outOfOrderMaxMs = Math.min(options.clientTimeoutMs - 100, 600);
  await control.ok('PUT', '/sandbox-api/control/faults', { ...CHAOS_FAULTS, timeoutHoldMs, outOfOrderMaxMs });
  log(`faults on: ${JSON.stringify(CHAOS_FAULTS)}`);

  const attemptResults: Record<string, number> = {};
  const tally = (key: string) => (attemptResults[key] = (attemptResults[key] ?? 0) + 1);
  const placements: Placement[] = [];
  let differing = 0;
  let changedBodyAccepted = 0;
  const started = Date.now();
  let next = 0;

  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const legsFor = (count: number) => {
    const chosen: { game: Game; market: Market }[] = [];
    while (chosen.length < count) {
      const market = pick(markets);
      if (chosen.some((leg) => leg.game.id === market.gameId)) continue;
      chosen.push({ game: games.get(market.gameId) as Game, market });
    }
    return chosen;
  };

  await Promise.all(
    players.map(async (player, client) => {
      while (next < options.placements) {
        next += 1;
        // Mostly stakes the deposit covers; a few over the maximum or over the balance: refusals that
        // must debit nothing (insufficient funds is refused inside the placement's transaction).
        const refused = random() < 0.05;
        const amount = !refused
          ? minStake + Math.floor(random() * minStake * 10)
          : config.maxBetAmount !== null && config.maxBetAmount <= player.deposited
            ? config.maxBetAmount + 1
            : player.deposited + 1;
        const body = couponBody(random, player, legsFor(random() < 0.7 ? 1 : 2), amount);
        const roll = random();
        let entry: Placement;
        if (roll < 0.1) {
          // A double send: the same request twice at once (a double click, a retry racing the first).
          const [first, second] = await Promise.all([
            place(player, body, options, random, tally),
            place(player, body, options, random, tally),
          ]);
          if (!sameOutcome(first.outcome, second.outcome)) differing += 1;
          const outcome = first.outcome.kind === 'unknown' ? second.outcome : first.outcome;
          entry = {
            client,
            playerId: player.playerId,
            body,
            outcome,
            attempts: first.attempts + second.attempts,
            duplicate: 'concurrent',
          };
        } else {
          const first = await place(player, body, options, random, tally);
          entry = { client, playerId: player.playerId, body, outcome: first.outcome, attempts: first.attempts };
          if (first.outcome.kind === 'accepted' && roll < 0.2) {
            // Sent again after the answer came (a retry whose first answer the client lost).
            const again = await place(player, body, options, random, tally);
            if (!sameOutcome(first.outcome, again.outcome)) differing += 1;
            entry.attempts += again.attempts;
            entry.duplicate = 'after-answer';
          } else if (first.outcome.kind === 'accepted' && roll < 0.23) {
            // The same id with another stake: must be refused (duplicate_id) and debit nothing.
            const changed = await place(player, { ...body, amount: body.amount + 1 }, options, random, tally);
            if (changed.outcome.kind === 'accepted') changedBodyAccepted += 1;
            entry.attempts += changed.attempts;
            entry.duplicate = 'changed-body';
          }
        }
        placements.push(entry);
      }
    }),
  );
  const durationMs = Date.now() - started;

  await control.ok('POST', '/sandbox-api/control/reset');
  log(`faults off after ${durationMs} ms; resolving the placements whose outcome the client never learned`);
  let unknownAfterRetries = 0;
  for (const entry of placements) {
    if (entry.outcome.kind !== 'unknown') continue;
    unknownAfterRetries += 1;
    const player = players.find((candidate) => candidate.playerId === entry.playerId) as Player;
    entry.outcome = (
      await place(player, entry.body, { ...options, clientTimeoutMs: 30_000 }, random, () => undefined)
    ).outcome;
  }

  // The checks, against the bet history and the ledger.
  let checks: ChaosFigures['checks'] = { ...NO_FAULTS, duplicateAnswersDiffering: differing, changedBodyAccepted };
  for (const player of players) {
    const mine = placements.filter((entry) => entry.playerId === player.playerId);
    const accepted = new Map<string, number>();
    for (const entry of mine) {
      if (entry.outcome.kind === 'accepted') accepted.set(entry.outcome.couponId, entry.body.amount);
    }
    const history: string[] = [];
    let before = '';
    for (;;) {
      const page = await player.browser.ok<{ coupons: { couponId: string }[]; hasMore: boolean }>(
        'GET',
        `/web-api/bets/history?limit=100${before ? `&before=${before}` : ''}`,
      );
      history.push(...page.coupons.map((coupon) => coupon.couponId));
      if (!page.hasMore || page.coupons.length === 0) break;
      before = page.coupons[page.coupons.length - 1]?.couponId ?? '';
    }
    const money = checkPlayerMoney({
      accepted,
      history,
      ledger: await ledgerOf(player.browser, player.playerId),
      accountId: player.accountId,
      deposited: player.deposited,
    });
    checks = addChecks(checks, money);
  }

  const refusalCodes: Record<string, number> = {};
  for (const entry of placements) {
    if (entry.outcome.kind === 'refused')
      refusalCodes[entry.outcome.code] = (refusalCodes[entry.outcome.code] ?? 0) + 1;
  }
  const count = (kind: Outcome['kind']) => placements.filter((entry) => entry.outcome.kind === kind).length;
  return {
    placements: placements.length,
    clients: options.clients,
    stakeBounds: { min: config.minBetAmount, max: config.maxBetAmount },
    faults: { ...CHAOS_FAULTS, timeoutHoldMs, outOfOrderMaxMs, clientTimeoutMs: options.clientTimeoutMs },
    durationMs,
    attempts: Object.values(attemptResults).reduce((sum, n) => sum + n, 0),
    attemptResults,
    outcomes: {
      accepted: count('accepted'),
      refused: count('refused'),
      unknownAfterRetries,
      resolvedAfterFaultsOff: unknownAfterRetries - count('unknown'),
    },
    refusalCodes,
    deliberateDuplicates: {
      concurrent: placements.filter((entry) => entry.duplicate === 'concurrent').length,
      afterAnswer: placements.filter((entry) => entry.duplicate === 'after-answer').length,
      changedBody: placements.filter((entry) => entry.duplicate === 'changed-body').length,
    },
    checks,
    passed: Object.values(checks).every((value) => value === 0) && count('unknown') === 0,
  };
}
