import { describe, expect, it } from 'vitest';
import { createI18n } from '@bet/i18n';
import { problemText } from './problem-text';

describe('problemText', () => {
  it('limit_exceeded says the amount still allowed by the deposit limit (issue 13)', () => {
    const i18n = createI18n('en');
    const text = problemText(i18n.t, { code: 'limit_exceeded', limit: 25_000 }, 'RUB', 'en');
    expect(text).toContain('you may still deposit');
    expect(text).toMatch(/250\.00/);
  });
});
