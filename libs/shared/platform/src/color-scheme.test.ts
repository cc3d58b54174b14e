import { describe, expect, it } from 'vitest';
import { createMediaColorScheme, type MediaQueryWindow } from './color-scheme';

function fakeWindow(initial: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: initial,
    addEventListener: (_type: 'change', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'change', listener: () => void) => void listeners.delete(listener),
  };
  const asked: string[] = [];
  const win: MediaQueryWindow = {
    matchMedia: (text) => {
      asked.push(text);
      return query;
    },
  };
  return {
    win,
    asked,
    listeners,
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('createMediaColorScheme', () => {
  it('reads prefers-color-scheme: dark', () => {
    const fake = fakeWindow(true);
    expect(createMediaColorScheme(fake.win).prefersDark()).toBe(true);
    expect(fake.asked).toEqual(['(prefers-color-scheme: dark)']);
  });

  it('tells each change until unsubscribed', () => {
    const fake = fakeWindow(false);
    const heard: boolean[] = [];
    const unsubscribe = createMediaColorScheme(fake.win).subscribe((dark) => heard.push(dark));
    fake.set(true);
    unsubscribe();
    fake.set(false);
    expect(heard).toEqual([true]);
    expect(fake.listeners.size).toBe(0);
  });

  it('takes a browser without matchMedia as light', () => {
    const scheme = createMediaColorScheme({});
    expect(scheme.prefersDark()).toBe(false);
    expect(() => scheme.subscribe(() => undefined)()).not.toThrow();
  });
});
