import type { AnalyticsCounter } from '@bet/contract';
import type { AnalyticsInstaller } from './consent-deps';

export interface DataLayerEntry {
  event: 'analytics_counter_installed';
  typeId: number;
  counterId: string;
}

/**
 * Installs counters by recording them into a `dataLayer`-like array on the given target (the app
 * passes `window`, which declares no such property: it is read and created by name). The sandbox
 * has no external network, so no third-party script is loaded; a real deployment swaps this for
 * loaders per type id (see the README).
 */
export function createDataLayerInstaller(target: object): AnalyticsInstaller {
  return {
    install(counter: AnalyticsCounter) {
      const existing: unknown = Reflect.get(target, 'dataLayer');
      const dataLayer: unknown[] = Array.isArray(existing) ? existing : [];
      if (dataLayer !== existing) Reflect.set(target, 'dataLayer', dataLayer);
      const entry: DataLayerEntry = {
        event: 'analytics_counter_installed',
        typeId: counter.typeId,
        counterId: counter.counterId,
      };
      dataLayer.push(entry);
    },
  };
}

/** Spec 02 §9 "except on registration": the registration route, with or without its language prefix. */
export function isRegistrationPath(pathname: string): boolean {
  return /^\/(?:[a-z]{2}\/)?registration(?:\/|$)/.test(pathname);
}
