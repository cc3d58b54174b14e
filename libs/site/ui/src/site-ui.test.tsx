import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteConfigFixture } from '@bet/contract/testing';
import { HomePage } from './home-page';
import { NotFoundPage } from './not-found-page';
import { SiteFooter } from './site-footer';
import { SiteHarness } from './site-harness';
import { SiteHeader } from './site-header';
import { NoSiteConfigScreen } from './startup-screens';
import { I18nHarness } from '@bet/ui/testing';

afterEach(cleanup);

const threeLanguages = siteConfigFixture({ languages: ['ru', 'en', 'kz'], langHiddenUnauthorized: ['kz'] });

describe('HomePage', () => {
  it('shows the company name and minimum age of the config in Russian', () => {
    render(
      <SiteHarness language="ru" config={siteConfigFixture({ companyName: 'Полюс', minAge: 21 })}>
        <HomePage />
      </SiteHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Добро пожаловать в Полюс' })).toBeTruthy();
    expect(screen.getByText('Полюс предназначен только для лиц старше 21 лет.')).toBeTruthy();
    expect(document.title).toBe('Добро пожаловать в Полюс');
  });

  it('speaks English under en', () => {
    render(
      <SiteHarness language="en">
        <HomePage />
      </SiteHarness>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Orbit Bet' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Live betting');
  });
});

describe('SiteHeader', () => {
  it('switches to the dark theme from the keyboard: a toggle button named Dark theme (issue 19)', async () => {
    const user = userEvent.setup();
    render(
      <SiteHarness language="en">
        <SiteHeader />
      </SiteHarness>,
    );
    const toggle = screen.getByRole('button', { name: 'Dark theme', pressed: false });
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Dark theme', pressed: true })).toBe(toggle);
  });

  it('links the logo home and offers the visible languages for the same page', async () => {
    render(
      <SiteHarness language="ru" config={threeLanguages} path="/ru/sport?x=1">
        <SiteHeader />
      </SiteHarness>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Orbit Bet: главная' }).getAttribute('href')).toBe('/ru/');
    const menu = within(banner).getByRole('navigation', { name: 'Язык' });
    // One control (issue 19 "Navigation"): the languages are behind the button naming the current one.
    await userEvent.click(within(menu).getByRole('button', { name: 'Язык: Русский RU' }));
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Русский', 'English']);
    expect(links[1]?.getAttribute('href')).toBe('/en/sport?x=1');
    expect(links[0]?.getAttribute('aria-current')).toBe('true');
    expect(links[1]?.getAttribute('aria-current')).toBeNull();
  });

  it('offers a language hidden for visitors once signed in (spec 02 §4)', async () => {
    render(
      <SiteHarness language="ru" config={threeLanguages} isSignedIn>
        <SiteHeader />
      </SiteHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Язык: Русский RU' }));
    const kazakh = screen.getByRole('link', { name: 'Қазақша' });
    expect(kazakh.getAttribute('href')).toBe('/kz/');
    // Its name is read in Kazakh: the BCP 47 tag, not the site's code (issue 19, axe "valid-lang").
    expect(kazakh.getAttribute('lang')).toBe('kk');
    expect(kazakh.getAttribute('hreflang')).toBe('kk');
  });

  it('names the site’s sections in its main navigation and marks the one shown (issue 19 "Navigation")', async () => {
    render(
      <SiteHarness language="en" path="/en/home/live/sports/1-football">
        <SiteHeader />
      </SiteHarness>,
    );
    const navigation = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main navigation' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Line',
      'Live',
      'Cyber sports',
      'Casino',
      'Live casino',
      'Other games',
      'Promotions',
      'Results',
    ]);
    // Inside the live section, not on its own page.
    expect(within(navigation).getByRole('link', { name: 'Live' }).getAttribute('aria-current')).toBe('true');
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    await userEvent.click(within(navigation).getByRole('link', { name: 'Casino' }));
    expect(within(navigation).getByRole('link', { name: 'Casino' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows no language menu when there is only one language', () => {
    render(
      <SiteHarness language="ru" config={siteConfigFixture({ languages: ['ru'] })}>
        <SiteHeader />
      </SiteHarness>,
    );
    expect(screen.queryByRole('navigation', { name: 'Язык' })).toBeNull();
  });
});

describe('SiteFooter', () => {
  it('shows the minimum-age icon, social links and contacts from the config', () => {
    const config = siteConfigFixture({
      minAge: 18,
      footer: { socialLinks: [{ name: 'Telegram', link: 'https://t.me/orbit', iconName: 'telegram' }] },
      contacts: { email: 'help@orbit.example' },
    });
    render(
      <SiteHarness language="en" config={config}>
        <SiteFooter year={2026} />
      </SiteHarness>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Only for persons aged 18 and over' }).textContent).toBe('18+');
    expect(within(footer).getByRole('link', { name: 'Telegram' }).getAttribute('href')).toBe('https://t.me/orbit');
    expect(within(footer).getByText('Support: help@orbit.example')).toBeTruthy();
    expect(within(footer).getByText('© 2026 Orbit Bet')).toBeTruthy();
  });

  it('keeps the text size and the version for the visually impaired the player chooses (spec 01 §3)', async () => {
    const user = userEvent.setup();
    render(
      <SiteHarness language="en">
        <SiteFooter year={2026} />
      </SiteHarness>,
    );
    const settings = within(screen.getByRole('contentinfo')).getByRole('group', { name: 'Reading settings' });
    const size = within(settings).getByRole('combobox', { name: 'Text size' });
    expect((size as HTMLSelectElement).value).toBe('medium');
    await user.selectOptions(size, 'Extra large');
    expect((size as HTMLSelectElement).value).toBe('x-large');
    await user.click(
      within(settings).getByRole('button', { name: 'Version for the visually impaired', pressed: false }),
    );
    expect(
      within(settings).getByRole('button', { name: 'Version for the visually impaired' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

describe('NotFoundPage', () => {
  it("says 'This page could not be found' and links home (spec 02 §8)", () => {
    render(
      <SiteHarness language="en" path="/en/nowhere">
        <NotFoundPage />
      </SiteHarness>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/en/');
  });
});

describe('NoSiteConfigScreen', () => {
  it("shows 'no site config' in an alert with a reload button", async () => {
    const onReload = vi.fn();
    render(
      <I18nHarness language="ru">
        <NoSiteConfigScreen onReload={onReload} />
      </I18nHarness>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('no site config');
    await userEvent.click(within(alert).getByRole('button', { name: 'Обновить страницу' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });
});
