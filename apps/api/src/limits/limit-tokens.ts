import { randomUUID } from 'node:crypto';
import { LIMIT_ERROR_CODES } from '@bet/contract';
import type { LimitQuestion, LimitRequest } from '@bet/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { limitTokens } from '../db/schema';
import type { LimitLanguage } from './limit-language';
import { refuseLimit } from './limit-refusal';
import { LIMIT_QUESTIONS } from './limit-texts';

/** How long the questions of a save wait for their answers (ours). */
export const LIMIT_TOKEN_TTL_MS = 15 * 60 * 1000;

export type LimitToken = typeof limitTokens.$inferSelect;

/** The questions of the self-assessment in one language (contract limitQuestionSchema). */
export function questionsIn(ids: readonly number[], language: LimitLanguage): LimitQuestion[] {
  return LIMIT_QUESTIONS.filter((question) => ids.includes(question.id)).map((question) => ({
    id: question.id,
    text: question.text[language],
    answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text[language] })),
  }));
}

/** Keeps a save that loosens a limit until its answers come (testanswers), and names it. */
export async function createLimitToken(
  db: Pick<Db, 'insert'>,
  playerId: number,
  requests: readonly LimitRequest[],
  now: Date,
): Promise<{ tokenGuid: string; questionIds: number[] }> {
  const tokenGuid = randomUUID();
  const questionIds = LIMIT_QUESTIONS.map((question) => question.id);
  await db.insert(limitTokens).values({
    tokenGuid,
    playerId,
    request: requests.map((request) => ({ ...request })),
    questionIds,
    createdAt: now,
    expiresAt: new Date(now.getTime() + LIMIT_TOKEN_TTL_MS),
  });
  return { tokenGuid, questionIds };
}

/**
 * Uses the player's token once: unknown, another player's, used or expired is unknown_token.
 * Marked used whatever the answers are, so a failed self-assessment needs a new save.
 */
export async function takeLimitToken(
  db: Pick<Db, 'update'>,
  playerId: number,
  tokenGuid: string,
  options: { now: Date; language: LimitLanguage },
): Promise<LimitToken> {
  const [token] = await db
    .update(limitTokens)
    .set({ usedAt: options.now })
    .where(
      and(
        eq(limitTokens.tokenGuid, tokenGuid),
        eq(limitTokens.playerId, playerId),
        isNull(limitTokens.usedAt),
        gt(limitTokens.expiresAt, options.now),
      ),
    )
    .returning();
  if (!token) throw refuseLimit(LIMIT_ERROR_CODES.unknownToken, options.language);
  return token;
}

/** Per question asked: whether its answer allows the change (an unanswered question does not). */
export function markAnswers(
  questionIds: readonly number[],
  answers: readonly { questionId: number; answerId: number }[],
): { questionId: number; passed: boolean }[] {
  return questionIds.map((questionId) => {
    const question = LIMIT_QUESTIONS.find((known) => known.id === questionId);
    const given = answers.find((answer) => answer.questionId === questionId);
    const chosen = question?.answers.find((answer) => answer.id === given?.answerId);
    return { questionId, passed: chosen?.passes ?? false };
  });
}
