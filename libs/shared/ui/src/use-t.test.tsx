import { act, render, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '@bet/i18n';
import { useT } from './use-t';

describe('useT', () => {
  it('gives every component one t of the current language and re-renders them when it changes', async () => {
    const i18n = createI18n('en');
    const seen: TFunction[] = [];
    function Label({ id }: { id: string }) {
      const t = useT();
      seen.push(t);
      return <p data-testid={id}>{t('main_language_menu')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Label id="a" />
        <Label id="b" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('a').textContent).toBe('Language');
    expect(seen[0]).toBe(seen[1]);

    await act(() => i18n.changeLanguage('ru'));
    expect(screen.getByTestId('a').textContent).toBe('Язык');
    expect(screen.getByTestId('b').textContent).toBe('Язык');
    expect(seen.at(-1)).not.toBe(seen[0]);
    expect(seen.at(-1)).toBe(seen.at(-2));
  });
});
