import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/http-error';
import type { ServerDeps } from '../server-deps';

/** The services the latency and error-rate faults touch (sandbox-control.ts). */
export const FAULTY_PREFIXES = ['/web-api/', '/captcha/', '/social-api/'] as const;

export const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isFaulty = (url: string): boolean => {
  const path = url.split('?')[0] ?? '/';
  return FAULTY_PREFIXES.some((prefix) => path.startsWith(prefix));
};

/**
 * The network faults of the calls under /web-api, /captcha and /social-api, so the client's
 * slow-network, server-error and retry branches can be shown (and tools/chaos can prove them):
 * latencyMs delays each call and errorRate fails it with 500 before it runs; after it ran,
 * errorAfterRate replaces its answer with a 500, timeoutRate holds the answer timeoutHoldMs, and
 * outOfOrderRate holds it a random while so answers arrive out of order.
 */
export function registerFaultHooks(
  app: FastifyInstance,
  { faults, random, sleep }: Pick<ServerDeps, 'faults' | 'random' | 'sleep'>,
): void {
  app.addHook('onRequest', async (request) => {
    if (!isFaulty(request.url)) return;
    const { latencyMs, errorRate } = faults.get();
    if (latencyMs > 0) await sleep(latencyMs);
    if (errorRate > 0 && random() < errorRate) {
      throw HttpError.of(500, 'sandbox_error', 'Server error (sandbox fault errorRate)');
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isFaulty(request.url)) return payload;
    const { errorAfterRate, timeoutRate, timeoutHoldMs, outOfOrderRate, outOfOrderMaxMs } = faults.get();
    if (outOfOrderRate > 0 && random() < outOfOrderRate) await sleep(Math.floor(random() * outOfOrderMaxMs));
    if (timeoutRate > 0 && random() < timeoutRate) await sleep(timeoutHoldMs);
    if (errorAfterRate > 0 && reply.statusCode < 500 && random() < errorAfterRate) {
      // The call ran and its effects stay; only its answer is lost.
      const error = HttpError.of(500, 'sandbox_error', 'Server error (sandbox fault errorAfterRate)');
      reply.code(500).header('cache-control', 'no-store').type('application/json; charset=utf-8');
      return JSON.stringify(error.toBody());
    }
    return payload;
  });
}
