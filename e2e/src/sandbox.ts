import type { APIRequestContext } from '@playwright/test';
import { resetSandbox, setSandboxFaults, type SandboxFaults } from '@bet/contract';

/** Switches sandbox faults through its control API (test mode only). */
export async function setFaults(request: APIRequestContext, faults: Partial<SandboxFaults>): Promise<void> {
  const response = await request.fetch(setSandboxFaults.path, { method: setSandboxFaults.method, data: faults });
  if (!response.ok()) throw new Error(`Setting sandbox faults failed: ${response.status()}`);
}

export async function resetFaults(request: APIRequestContext): Promise<void> {
  const response = await request.fetch(resetSandbox.path, { method: resetSandbox.method });
  if (!response.ok()) throw new Error(`Resetting the sandbox failed: ${response.status()}`);
}
