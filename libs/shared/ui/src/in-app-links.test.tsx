import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { inAppPathOfClick, useInAppLinks } from './in-app-links';

function List({ children }: { children: ReactNode }) {
  const links = useInAppLinks<HTMLUListElement>();
  return <ul ref={links}>{children}</ul>;
}

function setup(links: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <List>{links}</List> },
      { path: '/en/game/:id', element: <h1>Game page</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

const click = (target: Element, init: Partial<Parameters<typeof inAppPathOfClick>[0]> = {}) => ({
  defaultPrevented: false,
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  target,
  ...init,
});

function anchor(attributes: Record<string, string>, container = document.createElement('div')) {
  const link = document.createElement('a');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  link.textContent = 'Arsenal';
  container.append(link);
  return { link, container };
}

describe('useInAppLinks (plain links of a long list, issue 16)', () => {
  it('a click on a plain link opens its page in the app, with the query and the hash', async () => {
    const { router, user } = setup(
      <li>
        <a href="/en/game/7?tab=stats#score">Arsenal – Chelsea</a>
      </li>,
    );
    await user.click(screen.getByRole('link', { name: 'Arsenal – Chelsea' }));
    expect(await screen.findByRole('heading', { name: 'Game page' })).toBeTruthy();
    expect(router.state.location).toMatchObject({ pathname: '/en/game/7', search: '?tab=stats', hash: '#score' });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('Enter on a focused link opens it too', async () => {
    const { router, user } = setup(<a href="/en/game/8">Spurs – Newcastle</a>);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Spurs – Newcastle' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Game page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/game/8');
  });

  it('a link to the page shown replaces it in the history, as Link does', async () => {
    const { router, user } = setup(<a href="/">This page</a>);
    await user.click(screen.getByRole('link', { name: 'This page' }));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});

describe('inAppPathOfClick', () => {
  it('answers the path of a plain click on a same-origin link, from a child of the link too', () => {
    const { link, container } = anchor({ href: '/en/game/7?x=1#y' });
    expect(inAppPathOfClick(click(link), container)).toBe('/en/game/7?x=1#y');
    const inner = document.createElement('span');
    link.append(inner);
    expect(inAppPathOfClick(click(inner), container)).toBe('/en/game/7?x=1#y');
  });

  it('leaves to the browser a modified or other-button click, a handled one, and a new tab or download', () => {
    const { link, container } = anchor({ href: '/en/game/7' });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }])
      expect(inAppPathOfClick(click(link, init), container)).toBeUndefined();
    expect(inAppPathOfClick(click(link, { defaultPrevented: true }), container)).toBeUndefined();
    const blank = anchor({ href: '/en/game/7', target: '_blank' });
    expect(inAppPathOfClick(click(blank.link), blank.container)).toBeUndefined();
    const self = anchor({ href: '/en/game/7', target: '_self' });
    expect(inAppPathOfClick(click(self.link), self.container)).toBe('/en/game/7');
    const file = anchor({ href: '/en/rules.pdf', download: '' });
    expect(inAppPathOfClick(click(file.link), file.container)).toBeUndefined();
  });

  it('leaves another origin, an anchor without href and a link outside the container', () => {
    const other = anchor({ href: 'https://pay.example.com/checkout' });
    expect(inAppPathOfClick(click(other.link), other.container)).toBeUndefined();
    const bare = anchor({});
    expect(inAppPathOfClick(click(bare.link), bare.container)).toBeUndefined();
    const { link } = anchor({ href: '/en/game/7' });
    expect(inAppPathOfClick(click(link), document.createElement('div'))).toBeUndefined();
    expect(inAppPathOfClick(click(document.createElement('button')), document.body)).toBeUndefined();
  });
});
