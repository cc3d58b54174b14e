import { describe, expect, it } from 'vitest';
import { shouldHideModals } from './should-hide-modals';

describe('shouldHideModals (spec 01 §2 Guards: "hiding all modals when path or hash changes")', () => {
  const at = (pathname: string, hash = '') => ({ pathname, hash });

  it('hides them when the path changes', () => {
    expect(shouldHideModals(at('/ru/slots'), at('/ru/keno'))).toBe(true);
  });

  it('hides them when the hash changes', () => {
    expect(shouldHideModals(at('/ru/slots', '#a'), at('/ru/slots', '#b'))).toBe(true);
    expect(shouldHideModals(at('/ru/slots'), at('/ru/slots', '#b'))).toBe(true);
  });

  it('keeps them when neither changes (a query change alone)', () => {
    expect(shouldHideModals(at('/ru/slots', '#a'), at('/ru/slots', '#a'))).toBe(false);
  });

  it('keeps them on the first location of a load', () => {
    expect(shouldHideModals(undefined, at('/ru/slots'))).toBe(false);
  });
});
