import { createHash } from 'node:crypto';
import { CASINO_WALLET_ERROR_CODES as E, LIMIT_TYPES } from '@bet/contract';
import type {
  WalletBetRequest,
  WalletMoneyResponse,
  WalletRollbackRequest,
  WalletSessionResponse,
  WalletWinRequest,
} from '@bet/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { accounts, casinoRounds, casinoSessions, casinoTransactions, players } from '../db/schema';
import { addTournamentPoints, takeBackTournamentPoints } from '../casino/tournaments';
import { checkStakeLimits } from '../limits/stake-limit-check';
import { lockPlayer } from '../limits/player-lock';
import { recordTurnover } from '../bonuses/bonus-store';
import { moveMoney } from '../payments/ledger';
import { refuseWallet } from './wallet-refusal';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Session = typeof casinoSessions.$inferSelect;
type Transaction = typeof casinoTransactions.$inferSelect;

/** SHA-256 of a launch token: the table never holds a token that could be replayed. */
export function hashLaunchToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** What a money request is, for telling a repeat (same body) from a conflict (another body). */
function requestHash(request: object): string {
  const sorted = Object.fromEntries(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('base64url');
}

/** The provider exchanges the one-time token: good once, before its expiry (README "Game provider"). */
export async function openWalletSession(db: Db, token: string, now: Date): Promise<WalletSessionResponse> {
  const session = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(casinoSessions)
      .where(eq(casinoSessions.tokenHash, hashLaunchToken(token)))
      .for('update');
    if (!row) throw refuseWallet(E.tokenInvalid, 'No game session has this launch token');
    if (row.tokenUsedAt) throw refuseWallet(E.tokenUsed, 'This launch token was already used');
    if (row.tokenExpiresAt.getTime() <= now.getTime()) throw refuseWallet(E.tokenExpired, 'This launch token expired');
    await tx.update(casinoSessions).set({ tokenUsedAt: now }).where(eq(casinoSessions.id, row.id));
    return row;
  });
  const { balance } = await balanceOf(db, session);
  return {
    sessionId: session.id,
    playerId: session.playerId,
    gameId: session.gameId,
    engine: session.engine,
    mode: 'real',
    currency: session.currency,
    balance,
    siteOrigin: session.siteOrigin,
    lang: session.lang,
  };
}

/** An exchanged session (a token never exchanged opens nothing). */
async function liveSession(db: Pick<Db, 'select'>, sessionId: string): Promise<Session> {
  const [row] = await db.select().from(casinoSessions).where(eq(casinoSessions.id, sessionId));
  if (!row || !row.tokenUsedAt) throw refuseWallet(E.sessionNotFound, 'No game session with this id');
  return row;
}

async function balanceOf(db: Pick<Db, 'select'>, session: Session): Promise<{ balance: number; currency: string }> {
  const [row] = await db.select({ money: accounts.money }).from(accounts).where(eq(accounts.id, session.accountId));
  return { balance: row?.money ?? 0, currency: session.currency };
}

export async function walletBalance(db: Db, sessionId: string): Promise<{ balance: number; currency: string }> {
  return balanceOf(db, await liveSession(db, sessionId));
}

/**
 * The transaction already recorded under this id: the first answer when the body is the same,
 * a refusal when it is not (or when it is a bet that was rolled back before it came).
 */
async function repeated(tx: Tx, id: string, hash: string): Promise<WalletMoneyResponse | undefined> {
  const [row] = await tx.select().from(casinoTransactions).where(eq(casinoTransactions.id, id));
  if (!row) return undefined;
  if (row.answer === null) {
    throw refuseWallet(E.transactionRolledBack, `Transaction ${id} was rolled back before it came: it is not taken`);
  }
  if (row.requestHash !== hash) {
    throw refuseWallet(E.transactionConflict, `Transaction ${id} was already used with another body`);
  }
  // Rebuilt in the first answer's key order (jsonb keeps its own).
  const { transactionId, balance, currency } = row.answer;
  return { transactionId, balance, currency };
}

/**
 * Runs a money call in one database transaction with the ledger: the player's row is locked
 * first (every money call of a player takes turns: two bets racing cannot both find the same
 * money, a repeat waits for the first and answers its answer).
 */
async function moneyCall(
  db: Db,
  request: { sessionId: string; transactionId: string },
  work: (tx: Tx, session: Session) => Promise<WalletMoneyResponse>,
): Promise<WalletMoneyResponse> {
  const session = await liveSession(db, request.sessionId);
  const hash = requestHash(request);
  return db.transaction(async (tx) => {
    await lockPlayer(tx, session.playerId);
    return (await repeated(tx, request.transactionId, hash)) ?? work(tx, session);
  });
}

async function record(
  tx: Tx,
  row: Omit<typeof casinoTransactions.$inferInsert, 'answer'> & { answer: WalletMoneyResponse },
): Promise<WalletMoneyResponse> {
  await tx.insert(casinoTransactions).values(row);
  // Rebuilt in the first answer's key order (jsonb keeps its own).
  const { transactionId, balance, currency } = row.answer;
  return { transactionId, balance, currency };
}

/**
 * A stake: the player may stake (no ban, no self-exclusion), the stake fits in the wagering and
 * loss limits (checkStakeLimits, spec 02 §7) and in the balance; the round opens (or takes one
 * more bet) and the ledger gets a `stake` entry with ref `casino:<roundId>`.
 */
export async function walletBet(db: Db, request: WalletBetRequest, now: Date): Promise<WalletMoneyResponse> {
  return moneyCall(db, request, async (tx, session) => {
    const [player] = await tx
      .select({ banLevel: players.banLevel })
      .from(players)
      .where(eq(players.id, session.playerId));
    if (!player || player.banLevel > 0)
      throw refuseWallet(E.playRestricted, 'The player may not stake while restricted');
    const shortfall = await checkStakeLimits(tx, {
      playerId: session.playerId,
      amount: request.amount,
      at: now,
      accountId: session.accountId,
    });
    if (shortfall?.limitType === LIMIT_TYPES.selfExclusion) {
      throw refuseWallet(E.playRestricted, 'The player is self-excluded');
    }
    if (shortfall) {
      throw refuseWallet(
        E.limitExceeded,
        `A limit leaves ${shortfall.remaining} to stake (limit ${shortfall.limitType})`,
      );
    }
    const [round] = await tx.select().from(casinoRounds).where(eq(casinoRounds.id, request.roundId));
    if (round && round.sessionId !== session.id)
      throw refuseWallet(E.roundNotFound, 'The round is not of this session');
    if (round && round.status !== 'open') throw refuseWallet(E.roundClosed, 'The round is over');
    const balance = await moveMoney(tx, {
      accountId: session.accountId,
      kind: 'stake',
      amount: -request.amount,
      ref: `casino:${request.roundId}`,
      at: now,
    });
    if (balance === null) throw refuseWallet(E.insufficientFunds, 'The balance is lower than the stake');
    // A real stake scores in the running tournaments of its game, in the same transaction.
    await addTournamentPoints(tx, session.playerId, session.gameId, request.amount, now);
    // And for the player's casino bonus wagers and points (src/bonuses).
    await recordTurnover(tx, {
      playerId: session.playerId,
      source: 'casino',
      amount: request.amount,
      ref: `casino:${request.roundId}`,
      at: now,
    });
    if (round) {
      await tx
        .update(casinoRounds)
        .set({ stake: sql`${casinoRounds.stake} + ${request.amount}`, updatedAt: now })
        .where(eq(casinoRounds.id, round.id));
    } else {
      await tx.insert(casinoRounds).values({
        id: request.roundId,
        sessionId: session.id,
        playerId: session.playerId,
        gameId: session.gameId,
        gameName: session.gameName,
        currency: session.currency,
        stake: request.amount,
        win: 0,
        status: 'open',
        startedAt: now,
        updatedAt: now,
      });
    }
    return record(tx, {
      id: request.transactionId,
      sessionId: session.id,
      roundId: request.roundId,
      kind: 'bet',
      amount: request.amount,
      requestHash: requestHash(request),
      answer: { transactionId: request.transactionId, balance, currency: session.currency },
      createdAt: now,
    });
  });
}

async function openRound(tx: Tx, session: Session, roundId: string) {
  const [round] = await tx.select().from(casinoRounds).where(eq(casinoRounds.id, roundId)).for('update');
  if (!round || round.sessionId !== session.id) {
    throw refuseWallet(E.roundNotFound, 'No round with this id in this session');
  }
  return round;
}

/** A payout into an open round of this session (0 ends it without a win); `win` entry, same ref. */
export async function walletWin(db: Db, request: WalletWinRequest, now: Date): Promise<WalletMoneyResponse> {
  return moneyCall(db, request, async (tx, session) => {
    const round = await openRound(tx, session, request.roundId);
    if (round.status !== 'open') throw refuseWallet(E.roundClosed, 'The round is over');
    let balance = (await balanceOf(tx, session)).balance;
    if (request.amount > 0) {
      const after = await moveMoney(tx, {
        accountId: session.accountId,
        kind: 'win',
        amount: request.amount,
        ref: `casino:${round.id}`,
        at: now,
      });
      balance = after ?? balance;
    }
    await tx
      .update(casinoRounds)
      .set({
        win: sql`${casinoRounds.win} + ${request.amount}`,
        status: request.roundEnded ? 'settled' : 'open',
        updatedAt: now,
      })
      .where(eq(casinoRounds.id, round.id));
    return record(tx, {
      id: request.transactionId,
      sessionId: session.id,
      roundId: round.id,
      kind: 'win',
      amount: request.amount,
      requestHash: requestHash(request),
      answer: { transactionId: request.transactionId, balance, currency: session.currency },
      createdAt: now,
    });
  });
}

/**
 * Undoes a bet: its stake comes back once (`refund` entry, same ref), however often the rollback
 * is sent. A rollback of a bet never seen is acknowledged and remembered (the bet is recorded as
 * rolled back with no answer), so the bet, if it comes late, is refused: the usual seamless
 * wallet rule, which leaves no money in doubt whichever of the two arrives first. A bet of a
 * round already settled is not rolled back (its win was paid).
 */
export async function walletRollback(db: Db, request: WalletRollbackRequest, now: Date): Promise<WalletMoneyResponse> {
  return moneyCall(db, request, async (tx, session) => {
    const [bet] = await tx
      .select()
      .from(casinoTransactions)
      .where(eq(casinoTransactions.id, request.betTransactionId))
      .for('update');
    let balance = (await balanceOf(tx, session)).balance;
    if (bet && (bet.kind !== 'bet' || bet.sessionId !== session.id || bet.roundId !== request.roundId)) {
      throw refuseWallet(E.transactionConflict, `Transaction ${bet.id} is not a bet of this round`);
    }
    if (!bet) {
      await tx.insert(casinoTransactions).values({
        id: request.betTransactionId,
        sessionId: session.id,
        roundId: request.roundId,
        kind: 'bet',
        amount: 0,
        requestHash: null,
        answer: null,
        rolledBack: true,
        createdAt: now,
      });
    } else if (!bet.rolledBack) {
      balance = await refund(tx, session, bet, now);
    }
    return record(tx, {
      id: request.transactionId,
      sessionId: session.id,
      roundId: request.roundId,
      kind: 'rollback',
      amount: bet?.amount ?? 0,
      requestHash: requestHash(request),
      answer: { transactionId: request.transactionId, balance, currency: session.currency },
      createdAt: now,
    });
  });
}

async function refund(tx: Tx, session: Session, bet: Transaction, now: Date): Promise<number> {
  const round = await openRound(tx, session, bet.roundId);
  if (round.status === 'settled') throw refuseWallet(E.roundClosed, 'The round is settled: its bets stay');
  const balance = await moveMoney(tx, {
    accountId: session.accountId,
    kind: 'refund',
    amount: bet.amount,
    ref: `casino:${round.id}`,
    at: now,
  });
  await tx.update(casinoTransactions).set({ rolledBack: true }).where(eq(casinoTransactions.id, bet.id));
  // The stake never counted: neither do its tournament points.
  await takeBackTournamentPoints(tx, session.playerId, session.gameId, bet.amount, bet.createdAt);
  const stake = round.stake - bet.amount;
  await tx
    .update(casinoRounds)
    .set({ stake, status: stake === 0 && round.win === 0 ? 'rolled_back' : 'open', updatedAt: now })
    .where(and(eq(casinoRounds.id, round.id)));
  return balance ?? 0;
}
