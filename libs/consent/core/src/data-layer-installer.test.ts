import { describe, expect, it } from 'vitest';
import { createDataLayerInstaller, isRegistrationPath } from './data-layer-installer';

describe('data layer installer', () => {
  it('adds to a dataLayer the page already has', () => {
    const target = { dataLayer: ['earlier'] };
    createDataLayerInstaller(target).install({ typeId: 1, counterId: 'y' });
    expect(target.dataLayer).toEqual(['earlier', { event: 'analytics_counter_installed', typeId: 1, counterId: 'y' }]);
  });

  it('records each counter into the target dataLayer, creating it', () => {
    const target: { dataLayer?: unknown[] } = {};
    const installer = createDataLayerInstaller(target);
    installer.install({ typeId: 2, counterId: 'x' });
    expect(target.dataLayer).toEqual([{ event: 'analytics_counter_installed', typeId: 2, counterId: 'x' }]);
  });

  it('knows the registration route (spec 02 §9 "except on registration")', () => {
    expect(isRegistrationPath('/en/registration')).toBe(true);
    expect(isRegistrationPath('/ru/registration/full')).toBe(true);
    expect(isRegistrationPath('/registration')).toBe(true);
    expect(isRegistrationPath('/en/registrations')).toBe(false);
    expect(isRegistrationPath('/en/')).toBe(false);
  });
});
