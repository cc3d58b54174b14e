import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgeBadge } from './age-badge';
import { Footer } from './footer';
import type { SocialLink } from './footer';

const socialLinks: SocialLink[] = [
  { name: 'Telegram', link: 'https://t.me/example', iconName: 'telegram' },
  { name: 'YouTube', link: 'https://youtube.com/@example', iconName: 'youtube' },
  { name: 'Mastodon', link: 'https://mastodon.social/@example', iconName: 'mastodon' },
];

describe('Footer', () => {
  it('is the contentinfo landmark with logo, age badge and notes', () => {
    render(
      <Footer logo={<a href="/">Home</a>} ageBadge={<AgeBadge label="Adults only" />}>
        <p>© Example Ltd</p>
      </Footer>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(footer).getByRole('img', { name: 'Adults only' })).toBeTruthy();
    expect(within(footer).getByText('© Example Ltd')).toBeTruthy();
  });

  it('lists social links named by network, opening in a new tab without an opener', () => {
    render(<Footer socialLinks={socialLinks} socialLinksLabel="Follow us" newTabHint="New tab" />);
    const list = screen.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(socialLinks.map((s) => s.link));

    for (const social of socialLinks) {
      const link = within(list).getByRole('link', { name: social.name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      expect(link.getAttribute('title')).toBe(social.name);
    }
    expect(screen.getByRole('link', { name: 'Telegram', description: 'New tab' })).toBeTruthy();
  });

  it('falls back to the first letter for an unknown icon', () => {
    render(<Footer socialLinks={socialLinks} />);
    const icon = screen.getByRole('link', { name: 'Mastodon' }).querySelector('svg');
    expect(icon?.dataset.icon).toBe('fallback');
    expect(icon?.textContent).toBe('M');
    expect(icon?.getAttribute('aria-hidden')).toBe('true');
  });

  it('renders no list without social links', () => {
    render(<Footer logo="Logo" />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('has English defaults the app can override', () => {
    render(<Footer socialLinks={socialLinks.slice(0, 1)} />);
    expect(screen.getByRole('list', { name: 'Social networks' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Telegram', description: 'Opens in a new tab' })).toBeTruthy();
  });
});
