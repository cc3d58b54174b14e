import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ON_CHROME, withFrame } from '@bet/ui/testing';
import { LanguageMenu } from './language-menu';
import { EIGHTY_LANGUAGES } from './language-menu.fixtures';
import { withSite } from './site-harness';

/** The languages the sandbox offers a visitor (apps/api site seed: kz hidden, uz off). */
const SANDBOX_LANGUAGES = ['ru', 'en', 'ua', 'az', 'tr', 'de', 'es'];

const meta = {
  title: 'Site/Language menu',
  component: LanguageMenu,
  tags: ['autodocs'],
  // On the header's dark chrome, at its right end, with room under it for the panel.
  decorators: [withFrame({ ...ON_CHROME, display: 'flex', justifyContent: 'flex-end', minHeight: 460 })],
  args: { languages: ['en', 'ru'], current: 'en' },
  argTypes: {
    languages: { control: 'object' },
    current: { control: 'text' },
  },
} satisfies Meta<typeof LanguageMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoLanguages: Story = {
  decorators: [withSite({ language: 'en', path: '/en/sport' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Language' });
    const button = within(nav).getByRole('button', { name: 'Language: English EN' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    await expect(canvas.getByRole('searchbox', { name: 'Search language' })).toHaveFocus();
    const russian = canvas.getByRole('link', { name: 'Русский' });
    await expect(russian).toHaveAttribute('href', '/ru/sport');
    await expect(russian).toHaveAttribute('lang', 'ru');
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveFocus();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
  },
};

/** The sandbox's languages on a Russian page: ua is offered under its BCP 47 tag uk. */
export const SandboxLanguages: Story = {
  args: { languages: SANDBOX_LANGUAGES, current: 'ru' },
  decorators: [withSite({ language: 'ru' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Язык: Русский RU' }));
    const links = within(canvas.getByRole('navigation', { name: 'Язык' })).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Русский',
      'English',
      'Українська',
      'Azərbaycanca',
      'Türkçe',
      'Deutsch',
      'Español',
    ]);
    const ukrainian = canvas.getByRole('link', { name: 'Українська' });
    await expect(ukrainian).toHaveAttribute('hreflang', 'uk');
    await expect(ukrainian).toHaveAttribute('href', '/ua/');
    // Keyboard: into the list on the current language, then down, Home, End.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('link', { name: 'Русский' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('link', { name: 'Español' })).toHaveFocus();
  },
};

/** The spec's ~80 languages: one button, a fixed-width panel, a list that scrolls, a filter. */
export const EightyLanguages: Story = {
  args: { languages: EIGHTY_LANGUAGES, current: 'en' },
  decorators: [withSite({ language: 'en' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Language: English EN' });
    const buttonWidth = button.getBoundingClientRect().width;
    await userEvent.click(button);
    const nav = canvas.getByRole('navigation', { name: 'Language' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(80);
    const list = within(nav).getByRole('list');
    // A long list scrolls inside the panel (measured in the browser run; jsdom lays nothing out).
    if (list.clientHeight > 0) await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    const panelWidth = list.parentElement?.getBoundingClientRect().width;

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search language' }), 'japan');
    await expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['日本語']);
    await expect(canvas.getByRole('link', { name: '日本語' })).toHaveAttribute('lang', 'ja');
    // Filtering changes neither the panel's width nor the button's: no jank in the header.
    await expect(list.parentElement?.getBoundingClientRect().width).toBe(panelWidth);
    await expect(button.getBoundingClientRect().width).toBe(buttonWidth);

    // The list is one Tab stop; Tab leaves the panel, which closes.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '日本語' })).toHaveFocus();
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByRole('searchbox')).toBeNull());
  },
};

export const Russian: Story = {
  args: { languages: EIGHTY_LANGUAGES, current: 'ru' },
  decorators: [withSite({ language: 'ru' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Язык: Русский RU' }));
    const field = canvas.getByRole('searchbox', { name: 'Поиск языка' });
    await userEvent.type(field, 'немец');
    await expect(canvas.getByRole('status')).toHaveTextContent('Найдено языков: 1');
    await userEvent.clear(field);
    await userEvent.type(field, 'клингонский');
    await expect(canvas.getByRole('status')).toHaveTextContent('Нет языка «клингонский»');
    await expect(within(canvas.getByRole('navigation', { name: 'Язык' })).queryAllByRole('link')).toHaveLength(0);
  },
};

/** A language the site calls kz: its name is marked `kk`, a valid tag (issue 19, axe "valid-lang"). */
export const KazakhCurrent: Story = {
  args: { languages: ['ru', 'en', 'kz'], current: 'kz' },
  decorators: [withSite({ language: 'kz', path: '/kz/' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Қазақша KZ$/ });
    await expect(within(button).getByText('Қазақша')).toHaveAttribute('lang', 'kk');
    await userEvent.click(button);
    await expect(canvas.getByRole('link', { name: 'Қазақша' })).toHaveAttribute('aria-current', 'true');
  },
};

/** One language: nothing to choose, no menu. */
export const OneLanguage: Story = {
  args: { languages: ['ru'], current: 'ru' },
  decorators: [withSite({ language: 'ru' })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
