import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from './header';

const navigation = (
  <ul>
    <li>
      <a href="/line">Line</a>
    </li>
    <li>
      <a href="/live">Live</a>
    </li>
  </ul>
);

describe('Header', () => {
  it('is the banner landmark with a named navigation landmark and all slots', () => {
    render(
      <Header
        logo={<a href="/">Home</a>}
        navigation={navigation}
        actions={<button type="button">Log in</button>}
        navigationLabel="Sections"
      />,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Home' })).toBeTruthy();
    expect(within(banner).getByRole('button', { name: 'Log in' })).toBeTruthy();
    const nav = within(banner).getByRole('navigation', { name: 'Sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Line', 'Live']);
  });

  it('is a banner even inside <main>, where a plain <header> would not be', () => {
    render(
      <main>
        <Header logo="Logo" />
      </main>,
    );
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('single variant: logo, navigation and actions share one row, in that order', () => {
    const { container } = render(<Header logo="Logo" navigation={navigation} actions="Actions" variant="single" />);
    const banner = screen.getByRole('banner');
    expect(banner.dataset.variant).toBe('single');
    expect(banner.children).toHaveLength(1);
    expect(container.textContent).toBe('LogoLineLiveActions');
  });

  it('double variant: navigation moves to a second row after logo and actions', () => {
    const { container } = render(<Header logo="Logo" navigation={navigation} actions="Actions" variant="double" />);
    const banner = screen.getByRole('banner');
    expect(banner.dataset.variant).toBe('double');
    expect(banner.children).toHaveLength(2);
    expect(banner.children[1]?.contains(screen.getByRole('navigation'))).toBe(true);
    expect(container.textContent).toBe('LogoActionsLineLive');
  });

  it('renders no empty navigation landmark', () => {
    render(<Header logo="Logo" variant="double" />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByRole('banner').children).toHaveLength(1);
  });

  it('names the navigation "Main" unless told otherwise', () => {
    render(<Header navigation={navigation} />);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });
});
