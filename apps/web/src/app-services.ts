import { createContext, useContext } from 'react';
import type { Logger } from '@bet/platform';
import type { PendingRequests } from '@bet/request';
import type { Navigator } from './navigator';

export interface AppServices {
  logger: Logger;
  /** The sagas' navigation; the router attaches itself once created. */
  navigator?: Navigator;
  /** Spec 02 §4 "in production": the route guards hide debug pages there (route-guard.tsx). */
  isProduction?: boolean;
  /** The API client's requests under way, for the top progress bar (the site shell). */
  pendingRequests?: PendingRequests;
  /** Leaves the app for another address (spec 01 §4 Ban: the external ban address); a port so tests can see it. */
  leaveTo?: (url: string) => void;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesContext provider');
  return services;
}
