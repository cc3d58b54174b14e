import { useState } from 'react';
import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './pagination';
import type { PaginationProps } from './pagination';
import { I18nHarness } from './testing/i18n-harness';

function Controlled(props: Omit<PaginationProps, 'onPageChange'> & { onPageChange?: (page: number) => void }) {
  const [page, setPage] = useState(props.page);
  return (
    <Pagination
      {...props}
      page={page}
      onPageChange={(next) => {
        props.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const renderEn = (ui: ReactNode, language = 'en') => render(<I18nHarness language={language}>{ui}</I18nHarness>);

describe('Pagination', () => {
  it('is a named navigation with the current page marked', () => {
    renderEn(<Pagination page={3} pageCount={5} onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
  });

  it('moves with previous, next and the page buttons', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderEn(<Controlled page={1} pageCount={20} onPageChange={onPageChange} />);
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Page 20' }));
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(19);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderEn(<Pagination page={5} pageCount={10} onPageChange={onPageChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous page' }));
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('shortens a long range with gaps read as "More pages"', () => {
    renderEn(<Pagination page={50} pageCount={100} onPageChange={vi.fn()} />);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['‹ Previous page', '1', '49', '50', '51', '100', 'Next page ›']);
    expect(screen.getAllByText('More pages')).toHaveLength(2);
  });

  it('clicking the current page asks for nothing', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    renderEn(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders nothing for a single page', () => {
    const { container } = renderEn(<Pagination page={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(container.innerHTML).toBe('');
  });

  it('speaks Russian', () => {
    renderEn(<Pagination page={1} pageCount={3} onPageChange={vi.fn()} />, 'ru');
    expect(screen.getByRole('navigation', { name: 'Страницы' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Страница 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('takes a name of its own', () => {
    renderEn(<Pagination page={1} pageCount={3} label="Bet history pages" onPageChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Bet history pages' })).toBeTruthy();
  });
});
