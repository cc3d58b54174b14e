import { limitRefusalSchema, type LimitErrorCode } from '@bet/contract';
import { ApiError } from '@bet/request';

/**
 * Why a limits call did not go through, as the player is told: the server's title first (spec 02
 * §7 "on error reads data{status, title}"), else `limits_error_<code>`; `network` (no answer) or
 * `server` (an answer we cannot read).
 */
export interface LimitProblem {
  readonly code: LimitErrorCode | 'network' | 'server';
  /** The server's text in X-Language, when the refusal had one. */
  readonly title?: string;
  /** value_above_max: the largest value accepted. */
  readonly max?: number;
}

export function limitProblemOf(error: unknown): LimitProblem {
  if (!(error instanceof ApiError)) return { code: 'server' };
  if (error.kind === 'network' || error.kind === 'cancelled') return { code: 'network' };
  const refusal = limitRefusalSchema.safeParse(error.body);
  if (!refusal.success) return { code: 'server' };
  const code = refusal.data.errors[0]?.code;
  if (!code) return { code: 'server' };
  const title = refusal.data.data.title.trim();
  return {
    code,
    ...(title === '' ? {} : { title }),
    ...(refusal.data.max === undefined ? {} : { max: refusal.data.max }),
  };
}

/** The translation key of a problem without a title. */
export function limitProblemKey(problem: Pick<LimitProblem, 'code'>): string {
  return `limits_error_${problem.code}`;
}
