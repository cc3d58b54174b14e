import { CASINO_WALLET_SIGNATURE_HEADER } from '@bet/contract';
import type { Clock } from '@bet/platform';
import { signWalletRequest } from '../casino-wallet/wallet-signature';

/** Sends one signed request to the operator's wallet; answers its status and body (throws when unreachable). */
export type WalletTransport = (
  path: string,
  body: string,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>;

/**
 * What a wallet call came to: `answered` with a 2xx (done) or a 4xx (refused, final), or
 * `unknown` (no answer in time, unreachable, 5xx): the operator may or may not have done it.
 */
export type WalletOutcome =
  | { kind: 'done'; body: unknown }
  | { kind: 'refused'; status: number; code: string; detail: string }
  | { kind: 'unknown'; reason: string };

export interface WalletClient {
  call(path: string, request: object): Promise<WalletOutcome>;
  /**
   * Sandbox fault: the next `count` answers to calls of `path` (any path when unset) are lost on
   * the way back, as if the wallet timed out after doing the work.
   */
  loseNextAnswers(count: number, path?: string): void;
  /** What is left of that fault. */
  lostAnswers(): { count: number; path: string | undefined };
}

export const WALLET_TIMEOUT_MS = 5_000;

/** The provider's side of the seamless wallet: signs each body, waits at most `timeoutMs`. */
export function createWalletClient(deps: {
  secret: string;
  clock: Clock;
  transport: WalletTransport;
  timeoutMs?: number;
}): WalletClient {
  const lost = { count: 0, path: undefined as string | undefined };
  const client: WalletClient = {
    loseNextAnswers(count, path) {
      lost.count = count;
      lost.path = path;
    },
    lostAnswers: () => ({ ...lost }),
    async call(path, request) {
      const body = JSON.stringify(request);
      const headers = {
        'content-type': 'application/json',
        [CASINO_WALLET_SIGNATURE_HEADER]: signWalletRequest(deps.secret, body, deps.clock.now()),
      };
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const answer = await Promise.race([
          deps.transport(path, body, headers),
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('no answer in time')), deps.timeoutMs ?? WALLET_TIMEOUT_MS);
          }),
        ]);
        if (lost.count > 0 && (lost.path === undefined || lost.path === path)) {
          lost.count -= 1;
          return { kind: 'unknown', reason: 'the answer was lost (sandbox fault)' };
        }
        if (answer.status >= 500) return { kind: 'unknown', reason: `the operator answered ${answer.status}` };
        const parsed: unknown = answer.body ? JSON.parse(answer.body) : null;
        if (answer.status >= 200 && answer.status < 300) return { kind: 'done', body: parsed };
        const error = (parsed as { errors?: { code?: unknown; detail?: unknown }[] } | null)?.errors?.[0];
        return {
          kind: 'refused',
          status: answer.status,
          code: typeof error?.code === 'string' ? error.code : 'refused',
          detail: typeof error?.detail === 'string' ? error.detail : `the operator answered ${answer.status}`,
        };
      } catch (error) {
        return { kind: 'unknown', reason: error instanceof Error ? error.message : String(error) };
      } finally {
        if (timer) clearTimeout(timer);
      }
    },
  };
  return client;
}
