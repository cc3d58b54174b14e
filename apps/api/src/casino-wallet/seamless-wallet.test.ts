import { CASINO_WALLET_PATHS, LIMIT_TYPES } from '@bet/contract';
import type { CasinoRound, GameLaunch } from '@bet/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { casinoRounds, ledgerEntries, limits, players } from '../db/schema';
import { freshLedger, resetLimits } from '../limits/testing/limit-kit';
import { moneyOf, setBalance, START_MONEY, usePayer } from '../payments/testing/payment-kit';
import { authHeaders, errorCodeOf } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { hashLaunchToken } from './seamless-wallet';
import {
  bet,
  FAKE_GAMES,
  fakePlayableGames,
  launchReal,
  moneyAnswer,
  openSession,
  sessionRow,
  TEST_SECRET,
  tokenOf,
  txId,
  walletPost,
} from './testing/wallet-kit';

const games = fakePlayableGames();
const server = useTestServer({
  sessionSecret: TEST_SECRET,
  playableGames: games,
  gameProviderUrl: 'http://localhost:3003',
});
const payer = usePayer(server);

beforeEach(async () => {
  const { db } = server.database;
  await resetLimits(db, payer.playerId);
  await freshLedger(db, payer.playerId, new Date(server.clock.now()));
});

const casinoEntries = (roundId: string) =>
  server.database.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, payer.accountId), like(ledgerEntries.ref, `casino:${roundId}`)));

describe('launch (spec 01 §2 casino game pages)', () => {
  it('a real launch answers the provider page with a one-time token, keeps only its hash and tells the catalogue', async () => {
    const launch = await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id);
    expect(launch.mode).toBe('real');
    expect(launch.origin).toBe('http://localhost:3003');
    expect(launch.url.startsWith('http://localhost:3003/launch?')).toBe(true);
    const token = tokenOf(launch);
    expect(token.length).toBeGreaterThan(30);
    const opened = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.session, { token });
    const session = await sessionRow(server.database.db, opened.json<{ sessionId: string }>().sessionId);
    expect(session?.tokenHash).toBe(hashLaunchToken(token));
    expect(session?.tokenHash).not.toBe(token);
    expect(games.launched).toContainEqual({ playerId: payer.playerId, gameId: FAKE_GAMES.slot.id });
  });

  it('an unknown game is game_not_found; a game without demo refuses the demo launch; visitors get demo', async () => {
    const unknown = await server.app.inject({
      method: 'POST',
      url: '/web-api/casino/launch/demo',
      payload: { gameId: 999_999, lang: 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorCodeOf(unknown)).toBe('game_not_found');
    const noDemo = await server.app.inject({
      method: 'POST',
      url: '/web-api/casino/launch/demo',
      payload: { gameId: FAKE_GAMES.noDemo.id, lang: 'en' },
    });
    expect(errorCodeOf(noDemo)).toBe('demo_unavailable');
    const demo = await server.app.inject({
      method: 'POST',
      url: '/web-api/casino/launch/demo',
      payload: { gameId: FAKE_GAMES.keno.id, lang: 'en' },
    });
    expect(demo.statusCode, demo.body).toBe(200);
    expect(demo.json<GameLaunch>().mode).toBe('demo');
    const visitorReal = await server.app.inject({
      method: 'POST',
      url: '/web-api/casino/launch/real',
      payload: { gameId: FAKE_GAMES.slot.id, lang: 'en' },
    });
    expect(visitorReal.statusCode).toBe(401);
  });

  it('a banned or self-excluded player gets play_restricted (spec 02 §7 limits)', async () => {
    const { db } = server.database;
    const launch = () =>
      server.app.inject({
        method: 'POST',
        url: '/web-api/casino/launch/real',
        headers: authHeaders(payer.browser),
        payload: { gameId: FAKE_GAMES.slot.id, lang: 'en' },
      });
    await db.update(players).set({ banLevel: 45 }).where(eq(players.id, payer.playerId));
    expect(errorCodeOf(await launch())).toBe('play_restricted');
    await db.update(players).set({ banLevel: 0 }).where(eq(players.id, payer.playerId));
    await selfExclude();
    const refused = await launch();
    expect(refused.statusCode).toBe(403);
    expect(errorCodeOf(refused)).toBe('play_restricted');
  });
});

async function selfExclude(): Promise<void> {
  const now = server.clock.now();
  await server.database.db.insert(limits).values({
    playerId: payer.playerId,
    limitType: LIMIT_TYPES.selfExclusion,
    limitValue: 30,
    state: 'ACTIVE',
    startedAt: new Date(now - 60_000),
    endsAt: new Date(now + 30 * 86_400_000),
  });
}

describe('the launch token', () => {
  it('is good once: used twice is refused', async () => {
    const token = tokenOf(await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id));
    const first = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.session, { token });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ mode: 'real', balance: START_MONEY, currency: 'RUB', engine: 'slot' });
    const second = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.session, { token });
    expect(second.statusCode).toBe(409);
    expect(errorCodeOf(second)).toBe('token_used');
  });

  it('expires after 60 s, and an unknown token opens nothing', async () => {
    const token = tokenOf(await launchReal(server.app, payer.browser, FAKE_GAMES.slot.id));
    server.clock.advance(61_000);
    const late = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.session, { token });
    expect(late.statusCode).toBe(410);
    expect(errorCodeOf(late)).toBe('token_expired');
    const unknown = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.session, { token: 'nope' });
    expect(errorCodeOf(unknown)).toBe('token_invalid');
  });
});

describe('signatures', () => {
  it('a missing, forged or old signature is refused; a fresh one passes', async () => {
    const session = await openSession(server.app, server.clock, payer.browser);
    const body = { sessionId: session.sessionId };
    const path = CASINO_WALLET_PATHS.balance;
    const missing = await walletPost(server.app, server.clock, path, body, { signature: '' });
    expect(missing.statusCode).toBe(401);
    expect(errorCodeOf(missing)).toBe('bad_signature');
    const forged = await walletPost(server.app, server.clock, path, body, {
      secret: 'another-secret-of-32-characters!!',
    });
    expect(errorCodeOf(forged)).toBe('bad_signature');
    const old = await walletPost(server.app, server.clock, path, body, { signedAt: server.clock.now() - 301_000 });
    expect(errorCodeOf(old)).toBe('bad_signature');
    const fresh = await walletPost(server.app, server.clock, path, body);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ balance: START_MONEY, currency: 'RUB' });
  });
});

describe('bet, win and rollback', () => {
  it('a bet debits once per transaction id: the same body answers the first answer, another body is refused', async () => {
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const ids = { transactionId: txId('b'), roundId: txId('r') };
    const first = await bet(server.app, server.clock, sessionId, 1_000, ids);
    expect(first.statusCode, first.body).toBe(200);
    expect(moneyAnswer(first).balance).toBe(START_MONEY - 1_000);
    const again = await bet(server.app, server.clock, sessionId, 1_000, ids);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await bet(server.app, server.clock, sessionId, 2_000, ids);
    expect(other.statusCode).toBe(409);
    expect(errorCodeOf(other)).toBe('transaction_conflict');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY - 1_000);
    const entries = await casinoEntries(ids.roundId);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([['stake', -1_000]]);
  });

  it('a bet over the balance is refused and moves nothing', async () => {
    await setBalance(server.database.db, payer.accountId, 500);
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const roundId = txId('r');
    const refused = await bet(server.app, server.clock, sessionId, 1_000, { roundId });
    expect(refused.statusCode).toBe(402);
    expect(errorCodeOf(refused)).toBe('insufficient_funds');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(500);
    expect(await server.database.db.select().from(casinoRounds).where(eq(casinoRounds.id, roundId))).toEqual([]);
  });

  it('a win pays into an open round once; for an unknown round or another session it is refused', async () => {
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const other = await openSession(server.app, server.clock, payer.browser);
    const roundId = txId('r');
    await bet(server.app, server.clock, sessionId, 1_000, { roundId });
    const unknown = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.win, {
      sessionId,
      transactionId: txId('w'),
      roundId: 'r_never',
      amount: 5_000,
      roundEnded: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorCodeOf(unknown)).toBe('round_not_found');
    const foreign = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.win, {
      sessionId: other.sessionId,
      transactionId: txId('w'),
      roundId,
      amount: 5_000,
      roundEnded: true,
    });
    expect(errorCodeOf(foreign)).toBe('round_not_found');
    const win = { sessionId, transactionId: txId('w'), roundId, amount: 2_500, roundEnded: true };
    const paid = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.win, win);
    expect(paid.statusCode, paid.body).toBe(200);
    const repeat = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.win, win);
    expect(repeat.json()).toEqual(paid.json());
    const afterEnd = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.win, {
      ...win,
      transactionId: txId('w'),
    });
    expect(errorCodeOf(afterEnd)).toBe('round_closed');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY - 1_000 + 2_500);
  });

  it('a rollback returns the stake exactly once, however often it is sent', async () => {
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const ids = { transactionId: txId('b'), roundId: txId('r') };
    await bet(server.app, server.clock, sessionId, 3_000, ids);
    const rollback = {
      sessionId,
      transactionId: txId('rb'),
      betTransactionId: ids.transactionId,
      roundId: ids.roundId,
    };
    const first = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.rollback, rollback);
    expect(first.statusCode, first.body).toBe(200);
    expect(moneyAnswer(first).balance).toBe(START_MONEY);
    const repeat = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.rollback, rollback);
    expect(repeat.json()).toEqual(first.json());
    const another = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.rollback, {
      ...rollback,
      transactionId: txId('rb'),
    });
    expect(another.statusCode).toBe(200);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
    const entries = await casinoEntries(ids.roundId);
    expect(entries.map((e) => [e.kind, e.amount])).toEqual([
      ['stake', -3_000],
      ['refund', 3_000],
    ]);
    const [round] = await server.database.db.select().from(casinoRounds).where(eq(casinoRounds.id, ids.roundId));
    expect(round?.status).toBe('rolled_back');
  });

  it('a rollback of a bet never seen is acknowledged and remembered: the late bet is refused', async () => {
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const ids = { transactionId: txId('b'), roundId: txId('r') };
    const rollback = await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.rollback, {
      sessionId,
      transactionId: txId('rb'),
      betTransactionId: ids.transactionId,
      roundId: ids.roundId,
    });
    expect(rollback.statusCode, rollback.body).toBe(200);
    expect(moneyAnswer(rollback).balance).toBe(START_MONEY);
    const late = await bet(server.app, server.clock, sessionId, 1_000, ids);
    expect(late.statusCode).toBe(409);
    expect(errorCodeOf(late)).toBe('transaction_rolled_back');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY);
  });
});

describe('responsible gaming (spec 02 §7)', () => {
  it('a wagering limit refuses a casino stake over what is left; a self-exclusion refuses every stake', async () => {
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const now = server.clock.now();
    await server.database.db.insert(limits).values({
      playerId: payer.playerId,
      limitType: LIMIT_TYPES.wagering24h,
      limitValue: 1_500,
      state: 'ACTIVE',
      currency: 'RUB',
      startedAt: new Date(now - 60_000),
    });
    expect((await bet(server.app, server.clock, sessionId, 1_000)).statusCode).toBe(200);
    const over = await bet(server.app, server.clock, sessionId, 1_000);
    expect(over.statusCode).toBe(403);
    expect(errorCodeOf(over)).toBe('limit_exceeded');
    await selfExclude();
    expect(errorCodeOf(await bet(server.app, server.clock, sessionId, 100))).toBe('play_restricted');
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY - 1_000);
  });
});

describe('loss limits count casino rounds (spec 02 §7)', () => {
  it('a rolled-back stake is no loss; a lost one is', async () => {
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const now = server.clock.now();
    await server.database.db.insert(limits).values({
      playerId: payer.playerId,
      limitType: LIMIT_TYPES.loss24h,
      limitValue: 1_000,
      state: 'ACTIVE',
      currency: 'RUB',
      startedAt: new Date(now - 60_000),
    });
    const ids = { transactionId: txId('b'), roundId: txId('r') };
    expect((await bet(server.app, server.clock, sessionId, 1_000, ids)).statusCode).toBe(200);
    await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.rollback, {
      sessionId,
      transactionId: txId('rb'),
      betTransactionId: ids.transactionId,
      roundId: ids.roundId,
    });
    const lost = txId('r');
    expect((await bet(server.app, server.clock, sessionId, 1_000, { roundId: lost })).statusCode).toBe(200);
    await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.win, {
      sessionId,
      transactionId: txId('w'),
      roundId: lost,
      amount: 0,
      roundEnded: true,
    });
    expect(errorCodeOf(await bet(server.app, server.clock, sessionId, 100))).toBe('limit_exceeded');
  });
});

describe('concurrency', () => {
  it('parallel bets never overdraw: each accepted one is covered and the ledger balances', async () => {
    await setBalance(server.database.db, payer.accountId, 10_000);
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const answers = await Promise.all(
      Array.from({ length: 24 }, () => bet(server.app, server.clock, sessionId, 1_000)),
    );
    const accepted = answers.filter((answer) => answer.statusCode === 200).length;
    for (const refused of answers.filter((answer) => answer.statusCode !== 200)) {
      expect(errorCodeOf(refused)).toBe('insufficient_funds');
    }
    expect(accepted).toBe(10);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(0);
  });

  it('the same bet sent many times at once moves money once', async () => {
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const ids = { transactionId: txId('b'), roundId: txId('r') };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => bet(server.app, server.clock, sessionId, 700, ids)),
    );
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await moneyOf(server.database.db, payer.accountId)).toBe(START_MONEY - 700);
  });
});

describe('getCasinoRounds', () => {
  it("lists the player's rounds newest first with what they staked and paid", async () => {
    const { sessionId } = await openSession(server.app, server.clock, payer.browser);
    const first = txId('r');
    await bet(server.app, server.clock, sessionId, 1_000, { roundId: first });
    await walletPost(server.app, server.clock, CASINO_WALLET_PATHS.win, {
      sessionId,
      transactionId: txId('w'),
      roundId: first,
      amount: 4_000,
      roundEnded: true,
    });
    server.clock.advance(2_000);
    const second = txId('r');
    await bet(server.app, server.clock, sessionId, 500, { roundId: second });
    const response = await server.app.inject({
      method: 'GET',
      url: '/web-api/casino/rounds?limit=2',
      headers: authHeaders(payer.browser),
    });
    expect(response.statusCode, response.body).toBe(200);
    const items = response.json<{ items: CasinoRound[] }>().items;
    expect(items.map((item) => [item.roundId, item.stake, item.win, item.status])).toEqual([
      [second, 500, 0, 'open'],
      [first, 1_000, 4_000, 'settled'],
    ]);
    expect(items[0]?.gameName).toBe(FAKE_GAMES.slot.name);
  });
});
