import { describe, expect, it } from 'vitest';
import { ownAppVersion } from './app-version';

describe('own app version (spec 02 §4 "Application version")', () => {
  it('is the built entry script’s file name, null on a development server', () => {
    expect(ownAppVersion('http://h/assets/index-AbC123.js')).toBe('index-AbC123.js');
    expect(ownAppVersion('http://h/assets/index-AbC123.js?v=1')).toBe('index-AbC123.js');
    expect(ownAppVersion('http://h/src/main.tsx')).toBeNull();
  });
});
