import { createContext, useContext } from 'react';
import type { Logger } from '@bet/platform';

export interface AppServices {
  logger: Logger;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs an AppServicesContext provider');
  return services;
}
