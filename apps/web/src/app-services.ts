import { createContext, useContext } from 'react';
import type { Logger } from '@bet/platform';
import type { Navigator } from './navigator';

export interface AppServices {
  logger: Logger;
  /** The sagas' navigation; the router attaches itself once created. */
  navigator?: Navigator;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesContext provider');
  return services;
}
