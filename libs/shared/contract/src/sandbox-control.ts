import { z } from 'zod';
import { defineCall } from './call';

/**
 * The sandbox's switches for faults the client must survive. Only served when the sandbox runs
 * in test or demo mode. Each later feature adds its own switches here.
 */
export const sandboxFaultsSchema = z.object({
  /** GET /bff-api/config/all.json answers 503. */
  configUnavailable: z.boolean(),
  /** The served page carries no embedded site config, so the client must fetch it. */
  embedConfig: z.boolean(),
});

export type SandboxFaults = z.infer<typeof sandboxFaultsSchema>;

export const DEFAULT_SANDBOX_FAULTS: SandboxFaults = { configUnavailable: false, embedConfig: true };

export const getSandboxFaults = defineCall({
  name: 'getSandboxFaults',
  method: 'GET',
  path: '/sandbox-api/control/faults',
  query: z.object({}),
  body: z.undefined(),
  response: sandboxFaultsSchema,
});

export const setSandboxFaults = defineCall({
  name: 'setSandboxFaults',
  method: 'PUT',
  path: '/sandbox-api/control/faults',
  query: z.object({}),
  body: sandboxFaultsSchema.partial(),
  response: sandboxFaultsSchema,
});

export const resetSandbox = defineCall({
  name: 'resetSandbox',
  method: 'POST',
  path: '/sandbox-api/control/reset',
  query: z.object({}),
  body: z.undefined(),
  response: sandboxFaultsSchema,
});
