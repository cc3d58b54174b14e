import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CASINO_CATEGORIES } from '@bet/contract';
import { I18nHarness } from '@bet/ui/testing';
import { CasinoNav } from './casino-nav';
import { SubcategoryNav } from './subcategory-nav';

function renderInRouter(element: ReactNode) {
  render(
    <I18nHarness>
      <MemoryRouter initialEntries={['/en/slots']}>{element}</MemoryRouter>
    </I18nHarness>,
  );
}

describe('the casino navs before the lobby answers (issue 14: no layout shift)', () => {
  it('lists every section of the contract, so the answer does not push the page down', () => {
    renderInRouter(<CasinoNav language="en" categories={[]} />);
    const nav = screen.getByRole('navigation', { name: 'Casino sections' });
    // The lobby, every category, other games, providers, my casino and the search.
    expect(within(nav).getAllByRole('link')).toHaveLength(CASINO_CATEGORIES.length + 5);
    expect(within(nav).getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page');
  });

  it('keeps the sub-categories’ row with "All" while pending, and none once it is known to be empty', () => {
    renderInRouter(<SubcategoryNav language="en" category="slots" subcategories={[]} pending />);
    expect(screen.getByRole('navigation', { name: 'Sub-categories' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('href')).toBe('/en/slots');
  });
});
