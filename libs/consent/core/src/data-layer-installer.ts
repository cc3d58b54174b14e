import type { AnalyticsCounter } from '@bet/contract';
import type { AnalyticsInstaller } from './consent-deps';

export interface DataLayerEntry {
  event: 'analytics_counter_installed';
  typeId: number;
  counterId: string;
}

/**
 * Installs counters by recording them into a `dataLayer`-like array on the given target (the app
 * passes `window`). The sandbox has no external network, so no third-party script is loaded; a
 * real deployment swaps this for loaders per type id (see the README).
 */
export function createDataLayerInstaller(target: { dataLayer?: unknown[] }): AnalyticsInstaller {
  return {
    install(counter: AnalyticsCounter) {
      target.dataLayer ??= [];
      const entry: DataLayerEntry = {
        event: 'analytics_counter_installed',
        typeId: counter.typeId,
        counterId: counter.counterId,
      };
      target.dataLayer.push(entry);
    },
  };
}

/** Spec 02 §9 "except on registration": the registration route, with or without its language prefix. */
export function isRegistrationPath(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?registration(?:\/|$)/.test(pathname);
}
