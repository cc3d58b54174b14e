import { getSandboxFaults, resetSandbox, setSandboxFaults } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../http/register-call';
import type { FaultStore } from '../sandbox/fault-store';

/** The control API (DESIGN.md "The sandbox"); the server registers it only in test and demo modes. */
export function registerControlRoutes(app: FastifyInstance, { faults }: { faults: FaultStore }): void {
  // An encapsulated scope, so the hook touches these routes only.
  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerCall(scope, getSandboxFaults, () => faults.get());
    registerCall(scope, setSandboxFaults, ({ body }) => faults.set(body));
    registerCall(scope, resetSandbox, () => faults.reset());
  });
}
