import { CONTROL_API_PATH, LIMITS_V1_PATH, LIMITS_V3_PATH } from '@bet/contract';
import type { Limit, LimitRequest } from '@bet/contract';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../db/database';
import { accounts, ledgerEntries, limits, limitTokens, players, realityCheckReports } from '../../db/schema';
import type { SignedInBrowser } from '../../testing/auth-test-kit';
import { authHeaders } from '../../testing/auth-test-kit';

/** The demo player's limits, tokens and reports gone, and the player not blocked. */
export async function resetLimits(db: Db, playerId: number): Promise<void> {
  await db.delete(limits).where(eq(limits.playerId, playerId));
  await db.delete(limitTokens).where(eq(limitTokens.playerId, playerId));
  await db.delete(realityCheckReports).where(eq(realityCheckReports.playerId, playerId));
  await db.update(players).set({ blocked: false }).where(eq(players.id, playerId));
}

export type Language = 'ru' | 'en';

export function limitsCall(
  app: FastifyInstance,
  browser: SignedInBrowser,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  payload?: unknown,
  language: Language = 'en',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: path.startsWith('/') ? path : `${LIMITS_V3_PATH}/${path}`,
    headers: { ...authHeaders(browser), 'x-language': language },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export interface SaveAnswer {
  status: 'ok';
  data: { questions: { id: number; answers: { id: number }[] }[]; tokenGuid: string | null; limitsData: Limit[] };
}

export async function saveLimit(
  app: FastifyInstance,
  browser: SignedInBrowser,
  request: LimitRequest | Record<string, unknown>,
  language: Language = 'en',
): Promise<LightMyRequestResponse> {
  return limitsCall(app, browser, 'POST', 'limits', { limits: [request] }, language);
}

export async function savedOk(response: LightMyRequestResponse): Promise<SaveAnswer> {
  expect(response.statusCode, response.body).toBe(200);
  return response.json<SaveAnswer>();
}

/** The answers that pass every self-assessment question (limit-texts.ts: the first answer of each). */
export const PASSING = [
  { questionId: 1, answerId: 11 },
  { questionId: 2, answerId: 21 },
];
export const FAILING = [
  { questionId: 1, answerId: 12 },
  { questionId: 2, answerId: 21 },
];

export function answerTest(
  app: FastifyInstance,
  browser: SignedInBrowser,
  tokenGuid: string,
  answers: { questionId: number; answerId: number }[],
): Promise<LightMyRequestResponse> {
  return limitsCall(app, browser, 'POST', 'testanswers', { tokenGuid, answers });
}

export async function listOf(app: FastifyInstance, browser: SignedInBrowser): Promise<Limit[]> {
  const response = await limitsCall(app, browser, 'GET', 'limits');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: Limit[] }>().data;
}

export function control(app: FastifyInstance, path: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: `${CONTROL_API_PATH}/${path}`, payload });
}

export const BLOCK_USER_PATH = `${LIMITS_V1_PATH}/BlockUser`;

/** The title and code of a refusal. */
export function refusalOf(response: LightMyRequestResponse): {
  code: string;
  title: string;
  status: string;
  max?: number;
  limitType?: number;
} {
  const body = response.json<{
    errors: { code: string }[];
    data: { status: string; title: string };
    max?: number;
    limitType?: number;
  }>();
  return {
    code: body.errors[0]?.code ?? '',
    title: body.data.title,
    status: body.data.status,
    ...(body.max === undefined ? {} : { max: body.max }),
    ...(body.limitType === undefined ? {} : { limitType: body.limitType }),
  };
}

/**
 * Forgets the player's money history (earlier tests' stakes and deposits would count in the
 * limits' windows): each account's ledger becomes one opening entry of its balance, so every
 * balance still equals its ledger's sum.
 */
export async function freshLedger(db: Db, playerId: number, at: Date): Promise<void> {
  const owned = await db.select().from(accounts).where(eq(accounts.playerId, playerId));
  if (owned.length === 0) return;
  await db.delete(ledgerEntries).where(
    inArray(
      ledgerEntries.accountId,
      owned.map((account) => account.id),
    ),
  );
  for (const account of owned.filter((item) => item.money !== 0)) {
    await db.insert(ledgerEntries).values({
      accountId: account.id,
      kind: 'adjustment',
      amount: account.money,
      balanceAfter: account.money,
      ref: 'test',
      createdAt: new Date(at.getTime() - 40 * 86_400_000),
    });
  }
}
