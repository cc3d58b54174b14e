import { CASINO_WALLET_PATHS } from '@bet/contract';
import type { GameLaunch } from '@bet/contract';
import { and, desc, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { casinoRounds, ledgerEntries } from '../db/schema';
import { FAKE_GAMES, fakePlayableGames, launchReal, TEST_SECRET } from '../casino-wallet/testing/wallet-kit';
import { freshLedger, resetLimits } from '../limits/testing/limit-kit';
import { moneyOf, setBalance, START_MONEY, usePayer } from '../payments/testing/payment-kit';
import { gameProviderOf } from '../server';
import { useTestServer } from '../testing/test-server';
import { DEMO_BALANCE } from './game-provider';
import type { RoundAnswer } from './game-provider';
import { GAME_SCRIPT } from './game-script';

const PROVIDER = 'http://localhost:3003';
const SITE = 'http://localhost:3000';
const DEV = 'http://localhost:4200';
const server = useTestServer({
  sessionSecret: TEST_SECRET,
  playableGames: fakePlayableGames(),
  gameProviderUrl: PROVIDER,
  gameFrameAncestors: [SITE, DEV],
});
const payer = usePayer(server);

beforeEach(async () => {
  await resetLimits(server.database.db, payer.playerId);
  await freshLedger(server.database.db, payer.playerId, new Date(server.clock.now()));
});

const provider = () => gameProviderOf(server.app);

/** Opens the launch page at the provider, as the framed page does. */
async function openPage(launch: GameLaunch) {
  const url = new URL(launch.url);
  return provider().app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
}

const sessionOf = (html: string) => /data-session="([^"]+)"/.exec(html)?.[1] ?? '';

async function play(session: string, ask: Record<string, unknown>): Promise<RoundAnswer> {
  const response = await provider().app.inject({
    method: 'POST',
    url: '/api/round',
    headers: { 'content-type': 'text/plain' },
    payload: JSON.stringify({ session, ...ask }),
  });
  return response.json<RoundAnswer>();
}

const entriesOf = (roundId: string) =>
  server.database.db
    .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, payer.accountId), like(ledgerEntries.ref, `casino:${roundId}`)));

describe('the launch page', () => {
  it('exchanges the token and serves the game under its own policy, framed by the site only', async () => {
    const launch = await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id);
    const page = await openPage(launch);
    expect(page.statusCode, page.body).toBe(200);
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${SITE} ${DEV}`);
    expect(policy).toContain(`script-src ${PROVIDER}`);
    expect(policy).not.toContain('unsafe-inline');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.body).toContain(`data-site-origin="${SITE}"`);
    expect(page.body).toContain(`<script src="${PROVIDER}/game.js"></script>`);
    expect(page.body).not.toMatch(/<script>[^<]/);
    expect(page.body).toContain('role="status"');
    // Good once: opening the same link again is refused.
    const again = await openPage(launch);
    expect(again.statusCode).toBe(409);
  });

  it('an expired link or a forged demo link shows an error page', async () => {
    const launch = await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id);
    server.clock.advance(61_000);
    expect((await openPage(launch)).statusCode).toBe(410);
    const forged = await provider().app.inject({ method: 'GET', url: '/launch?mode=demo&token=a.b.c' });
    expect(forged.statusCode).toBe(400);
  });

  it('posts its messages to the site origin only, never to any origin', () => {
    expect(GAME_SCRIPT).toContain('window.parent.postMessage(message, cfg.siteOrigin)');
    expect(GAME_SCRIPT).not.toMatch(/postMessage\([^)]*'\*'/);
  });
});

describe('real-money rounds through the seamless wallet', () => {
  it('a slot round bets then pays: the balance and the ledger follow, the round is settled', async () => {
    const page = await openPage(await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id));
    const answer = await play(sessionOf(page.body), { stake: 1_000 });
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.balance).toBe(START_MONEY - 1_000 + answer.win);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(answer.balance);
    const entries = await entriesOf(answer.roundId);
    expect(entries).toEqual(
      answer.win > 0
        ? [
            { kind: 'stake', amount: -1_000 },
            { kind: 'win', amount: answer.win },
          ]
        : [{ kind: 'stake', amount: -1_000 }],
    );
    const [round] = await server.database.db.select().from(casinoRounds).where(eq(casinoRounds.id, answer.roundId));
    expect(round).toMatchObject({ status: 'settled', stake: 1_000, win: answer.win });
  });

  it('crash and keno rounds are decided on the server and checked', async () => {
    const crash = await openPage(await launchReal(server.app, payer.browser, FAKE_GAMES.crash.id));
    const bad = await play(sessionOf(crash.body), { stake: 1_000, target: 50 });
    expect(bad).toMatchObject({ ok: false, code: 'invalid_round' });
    const good = await play(sessionOf(crash.body), { stake: 1_000, target: 200 });
    expect(good.ok && good.outcome.engine === 'crash' && (good.win === 0 || good.win === 2_000)).toBe(true);
    const keno = await openPage(await launchReal(server.app, payer.browser, FAKE_GAMES.keno.id));
    const round = await play(sessionOf(keno.body), { stake: 500, picks: [1, 7, 13, 42] });
    expect(round.ok && round.outcome.engine === 'keno' && round.outcome.drawn.length === 20).toBe(true);
  });

  it('a bet whose answer never comes is rolled back: the stake returns once', async () => {
    const page = await openPage(await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id));
    provider().wallet.loseNextAnswers(1, CASINO_WALLET_PATHS.bet);
    const answer = await play(sessionOf(page.body), { stake: 2_000 });
    expect(answer).toMatchObject({ ok: false, code: 'round_cancelled' });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
    const rolledBack = await server.database.db
      .select()
      .from(casinoRounds)
      .where(and(eq(casinoRounds.playerId, payer.playerId), eq(casinoRounds.status, 'rolled_back')));
    expect(rolledBack).toHaveLength(1);
    expect(await entriesOf(rolledBack[0]?.id ?? '')).toEqual([
      { kind: 'stake', amount: -2_000 },
      { kind: 'refund', amount: 2_000 },
    ]);
  });

  it('a win whose answer is lost is sent again until acknowledged, and paid once', async () => {
    const page = await openPage(await launchReal(server.app, payer.browser, FAKE_GAMES.crash.id));
    provider().wallet.loseNextAnswers(1, CASINO_WALLET_PATHS.win);
    // Rounds until one wins (the crash point is drawn from the seeded test randomness).
    let answer: RoundAnswer | undefined;
    for (let i = 0; i < 20; i += 1) {
      answer = await play(sessionOf(page.body), { stake: 100, target: 101 });
      if (answer.ok && answer.win > 0) break;
    }
    if (!answer?.ok || answer.win === 0) throw new Error('no winning round');
    server.clock.advance(1_000);
    await provider().tick();
    expect((await provider().deliverAll()).waiting).toBe(0);
    expect(await entriesOf(answer.roundId)).toEqual([
      { kind: 'stake', amount: -100 },
      { kind: 'win', amount: answer.win },
    ]);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(answer.balance);
  });

  it('a rollback the wallet never acknowledged survives a restart, is sent again and refunds once', async () => {
    const page = await openPage(await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id));
    // The answers to the bet and to the first two rollback attempts are lost (the wallet did the work).
    provider().wallet.loseNextAnswers(3);
    const answer = await play(sessionOf(page.body), { stake: 5_000 });
    expect(answer).toMatchObject({ code: 'round_cancelled' });
    server.clock.advance(1_000);
    await provider().tick();
    expect(await provider().waitingRetries()).toBe(1);
    await server.restart();
    expect(await provider().deliverAll()).toEqual({ delivered: 1, waiting: 0 });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
    const [round] = await server.database.db
      .select()
      .from(casinoRounds)
      .where(and(eq(casinoRounds.playerId, payer.playerId), eq(casinoRounds.stake, 0)))
      .orderBy(desc(casinoRounds.startedAt))
      .limit(1);
    expect(await entriesOf(round?.id ?? '')).toEqual([
      { kind: 'stake', amount: -5_000 },
      { kind: 'refund', amount: 5_000 },
    ]);
  });

  it('a bet over the balance is refused to the page, which may ask for a deposit', async () => {
    const page = await openPage(await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id));
    await setBalance(server.database.db, payer.accountId, 50);
    expect(await play(sessionOf(page.body), { stake: 100 })).toMatchObject({ ok: false, code: 'insufficient_funds' });
  });
});

describe('control API (test and demo modes)', () => {
  it('loses the next bet answer on demand; the rollback leaves nothing waiting', async () => {
    const set = await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/casino',
      payload: { loseNextAnswers: 1, losePath: 'bet' },
    });
    expect(set.json()).toEqual({ loseNextAnswers: 1, losePath: 'bet', waitingRetries: 0 });
    const page = await openPage(await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id));
    expect(await play(sessionOf(page.body), { stake: 100 })).toMatchObject({ ok: false, code: 'round_cancelled' });
    const state = await server.app.inject({ method: 'GET', url: '/sandbox-api/control/casino' });
    expect(state.json()).toEqual({ loseNextAnswers: 0, losePath: 'bet', waitingRetries: 0 });
    const delivered = await server.app.inject({ method: 'POST', url: '/sandbox-api/control/casino/deliver' });
    expect(delivered.json()).toEqual({ delivered: 0, waiting: 0 });
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
  });
});

describe('demo mode', () => {
  it('plays with the provider’s play money: no wallet call, no ledger entry', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/web-api/casino/launch/demo',
      headers: { origin: DEV },
      payload: { gameId: FAKE_GAMES.slot.id, lang: 'en' },
    });
    const page = await openPage(response.json<GameLaunch>());
    expect(page.statusCode, page.body).toBe(200);
    expect(page.body).toContain(`data-site-origin="${DEV}"`);
    const answer = await play(sessionOf(page.body), { stake: 500 });
    if (!answer.ok) throw new Error(answer.message);
    expect(answer.mode).toBe('demo');
    expect(answer.balance).toBe(DEMO_BALANCE - 500 + answer.win);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
  });
});
