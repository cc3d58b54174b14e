import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths';

describe('isApiPath', () => {
  it('accepts the prefixes and paths under them', () => {
    expect(isApiPath('/bff-api/config/all.json')).toBe(true);
    expect(isApiPath('/web-api')).toBe(true);
    expect(isApiPath('/sandbox-api/control/faults')).toBe(true);
  });

  it('rejects pages and look-alike prefixes', () => {
    expect(isApiPath('/')).toBe(false);
    expect(isApiPath('/ru/line')).toBe(false);
    expect(isApiPath('/web-apix/foo')).toBe(false);
    expect(isApiPath('/assets/index.js')).toBe(false);
  });
});
