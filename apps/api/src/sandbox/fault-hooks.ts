import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import type { ServerDeps } from '../server-deps';

/** The services the latency and error-rate faults touch (sandbox-control.ts). */
export const FAULTY_PREFIXES = ['/web-api/', '/captcha/', '/social-api/'] as const;

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * latencyMs delays, and errorRate fails with 500, the calls under /web-api, /captcha and
 * /social-api, so the client's slow-network and server-error branches can be shown.
 */
export function registerFaultHooks(
  app: FastifyInstance,
  { faults, random, sleep }: Pick<ServerDeps, 'faults' | 'random' | 'sleep'>,
): void {
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!FAULTY_PREFIXES.some((prefix) => path.startsWith(prefix))) return;
    const { latencyMs, errorRate } = faults.get();
    if (latencyMs > 0) await sleep(latencyMs);
    if (errorRate > 0 && random() < errorRate) {
      throw HttpError.of(500, 'sandbox_error', 'Server error (sandbox fault errorRate)');
    }
  });
}
