import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LanguageMenu } from './language-menu';
import { EIGHTY_LANGUAGES } from './language-menu.fixtures';
import { foldForSearch, languageChoices, languageLabel, matchesQuery } from './language-menu-names';
import { SiteHarness } from './site-harness';

function renderMenu(languages: readonly string[], current = 'ru', path = `/${current}/sport?x=1#top`) {
  render(
    <SiteHarness language={current} path={path}>
      <button type="button">Before</button>
      <LanguageMenu languages={languages} current={current} />
      <button type="button">After</button>
    </SiteHarness>,
  );
  return userEvent.setup();
}

const menuButton = (name = /^Язык: Русский RU$/) => screen.getByRole('button', { name });
const field = () => screen.getByRole('searchbox', { name: 'Поиск языка' });
const listedNames = () =>
  within(screen.getByRole('navigation', { name: 'Язык' }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('LanguageMenu (issue 19 "Navigation": one control for ~80 languages)', () => {
  it('is one button in a navigation landmark, naming the current language in its own language', () => {
    renderMenu(['ru', 'en', 'kz']);
    const nav = screen.getByRole('navigation', { name: 'Язык' });
    const button = within(nav).getByRole('button', { name: 'Язык: Русский RU' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    expect(within(button).getByText('Русский').getAttribute('lang')).toBe('ru');
  });

  it('names a language the site calls kz with its BCP 47 tag kk', () => {
    renderMenu(['ru', 'kz'], 'kz');
    const name = within(menuButton(/Қазақша KZ/)).getByText('Қазақша');
    expect(name.getAttribute('lang')).toBe('kk');
  });

  it('opens on the filter field and lists every language as a link to this page in it', async () => {
    const user = renderMenu(['ru', 'en', 'kz', 'ua']);
    await user.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(field());
    expect(listedNames()).toEqual(['Русский', 'English', 'Қазақша', 'Українська']);

    const ukrainian = screen.getByRole('link', { name: 'Українська' });
    expect(ukrainian.getAttribute('href')).toBe('/ua/sport?x=1#top');
    // Valid language tags (issue 19: axe "valid-lang" found `ua` and `kz`).
    expect(ukrainian.getAttribute('lang')).toBe('uk');
    expect(ukrainian.getAttribute('hreflang')).toBe('uk');
    expect(screen.getByRole('link', { name: 'Русский' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'English' }).getAttribute('aria-current')).toBeNull();
  });

  it.each([
    ['its own name', 'deu', ['Deutsch']],
    ['its name in the page’s language', 'немец', ['Deutsch']],
    ['its English name', 'german', ['Deutsch']],
    ['its code', 'KZ', ['Қазақша']],
    ['its name without the accents', 'turkce', ['Türkçe']],
    ['the start of several words', 'norw bok', ['Norsk bokmål']],
  ])('narrows 80 languages by %s', async (_by, typed, names) => {
    const user = renderMenu(EIGHTY_LANGUAGES);
    await user.click(menuButton());
    expect(listedNames()).toHaveLength(80);
    await user.type(field(), typed);
    expect(listedNames()).toEqual(names);
    expect(screen.getByRole('status').textContent).toBe(`Найдено языков: ${names.length}`);
  });

  it('says when no language matches, and keeps the field', async () => {
    const user = renderMenu(['ru', 'en']);
    await user.click(menuButton());
    await user.type(field(), 'klingon');
    expect(listedNames()).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Нет языка «klingon»');
    expect(document.activeElement).toBe(field());
  });

  it('moves with the arrows between the field and the languages, Home and End in the list', async () => {
    const user = renderMenu(['ru', 'en', 'kz', 'ua']);
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}');
    // Into the list on the current language.
    expect(document.activeElement?.textContent).toBe('Русский');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('English');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Українська');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('Русский');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(field());
  });

  it('is one Tab stop in the list, and Tab out of it closes the panel', async () => {
    const user = renderMenu(EIGHTY_LANGUAGES);
    await user.click(menuButton());
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Русский');
    await user.tab();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('Escape closes it and gives focus back to the button', async () => {
    const user = renderMenu(['ru', 'en']);
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('Escape on the button, with the panel open, closes it too', async () => {
    const user = renderMenu(['ru', 'en']);
    await user.click(menuButton());
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('Enter on a language follows its link and closes the menu, focus on its button', async () => {
    const user = renderMenu(['ru', 'en', 'de']);
    await user.click(menuButton());
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).toBe(menuButton());
  });

  it('Enter in the field follows the first language found', async () => {
    const user = renderMenu(['ru', 'en', 'de']);
    await user.click(menuButton());
    await user.type(field(), 'deutsch{Enter}');
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('a press outside closes it', async () => {
    const user = renderMenu(['ru', 'en']);
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows nothing when there is only one language', () => {
    renderMenu(['ru']);
    expect(screen.queryByRole('navigation', { name: 'Язык' })).toBeNull();
  });
});

describe('languageChoices', () => {
  const siteNames: Record<string, string> = { kz: 'Қазақша' };
  const choices = languageChoices(EIGHTY_LANGUAGES, 'en', (code) => siteNames[code]);

  it('names all 80 languages in themselves, the site’s own texts first', () => {
    expect(choices.find((choice) => choice.code === 'kz')?.nativeName).toBe('Қазақша');
    expect(choices.find((choice) => choice.code === 'ja')?.nativeName).toBe('日本語');
    expect(choices.find((choice) => choice.code === 'fr')?.nativeName).toBe('Français');
    expect(
      choices.every((choice) => choice.nativeName.length > 1 && choice.nativeName !== choice.code.toUpperCase()),
    ).toBe(true);
  });

  it('gives each a valid BCP 47 tag', () => {
    expect(choices.map((choice) => choice.tag).filter((tag) => Intl.getCanonicalLocales(tag)[0] !== tag)).toEqual([]);
  });

  it('shows a code the browser does not know in capitals', () => {
    expect(languageChoices(['xx'], 'en', () => undefined)[0]?.nativeName).toBe('XX');
  });

  it('matches word starts, so "de" finds German and not Dutch', () => {
    const found = choices.filter((choice) => matchesQuery(choice, 'de')).map((choice) => choice.code);
    expect(found).toEqual(['de']);
    expect(foldForSearch('Español')).toBe('espanol');
  });
});

describe('languageLabel (the closed menu names the current language only)', () => {
  it('takes the site’s own name and asks the browser for none (issue 16: its formatters cost the load time)', () => {
    const asked = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    const made = vi.spyOn(Intl, 'DisplayNames');
    try {
      expect(languageLabel('kz', () => 'Қазақша')).toEqual({ code: 'kz', tag: 'kk', nativeName: 'Қазақша' });
      expect(made).not.toHaveBeenCalled();
      expect(asked).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
      asked.mockRestore();
    }
  });

  it('else asks the browser, and shows an unknown code in capitals', () => {
    expect(languageLabel('de', () => undefined).nativeName).toBe('Deutsch');
    expect(languageLabel('xx', () => '').nativeName).toBe('XX');
  });
});
