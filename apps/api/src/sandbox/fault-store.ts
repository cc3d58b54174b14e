import { DEFAULT_SANDBOX_FAULTS } from '@bet/contract';
import type { SandboxFaults } from '@bet/contract';

/** Faults that count down: each affected call that fires one takes one off. */
export type CountdownFault = 'unauthorizedNext' | 'captchaNext' | 'fingerprintNext' | 'remoteAppFailures';

/** The switched-on faults of one server, in memory: a restart starts clean. */
export interface FaultStore {
  get(): SandboxFaults;
  set(patch: Partial<SandboxFaults>): SandboxFaults;
  reset(): SandboxFaults;
  /** True (and one less to go) when the countdown is above zero. */
  take(fault: CountdownFault): boolean;
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
    take: (fault) => {
      if (faults[fault] <= 0) return false;
      faults = { ...faults, [fault]: faults[fault] - 1 };
      return true;
    },
  };
}
