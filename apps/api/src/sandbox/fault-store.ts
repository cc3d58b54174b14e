import { DEFAULT_SANDBOX_FAULTS } from '@bet/contract';
import type { SandboxFaults } from '@bet/contract';

/** The switched-on faults of one server, in memory: a restart starts clean. */
export interface FaultStore {
  get(): SandboxFaults;
  set(patch: Partial<SandboxFaults>): SandboxFaults;
  reset(): SandboxFaults;
}

export function createFaultStore(initial: Partial<SandboxFaults> = {}): FaultStore {
  let faults: SandboxFaults = { ...DEFAULT_SANDBOX_FAULTS, ...initial };
  return {
    get: () => ({ ...faults }),
    set: (patch) => {
      const given = Object.entries(patch).filter(([, value]) => value !== undefined);
      faults = { ...faults, ...Object.fromEntries(given) };
      return { ...faults };
    },
    reset: () => {
      faults = { ...DEFAULT_SANDBOX_FAULTS };
      return { ...faults };
    },
  };
}
