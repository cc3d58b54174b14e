import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './skip-link';

function Page() {
  return (
    <>
      <SkipLink targetId="content">Перейти к содержимому</SkipLink>
      <header>
        <a href="/">Home</a>
      </header>
      <main id="content">
        <h1>Line</h1>
        <a href="/bet">Bet</a>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it('is the first Tab stop and points at the target', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    const link = screen.getByRole('link', { name: 'Перейти к содержимому' });
    expect(document.activeElement).toBe(link);
    expect(link.getAttribute('href')).toBe('#content');
  });

  it('moves focus to the content with Enter, without changing the hash, and Tab continues there', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.tab();
    await user.keyboard('{Enter}');

    const main = screen.getByRole('main');
    expect(document.activeElement).toBe(main);
    expect(main.getAttribute('tabindex')).toBe('-1');
    expect(window.location.hash).toBe('');

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Bet' }));
  });

  it('keeps a tabindex the target already has', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="content" />
        <div id="content" tabIndex={0}>
          Content
        </div>
      </>,
    );
    await user.click(screen.getByRole('link', { name: 'Skip to content' }));
    expect(document.activeElement?.id).toBe('content');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('0');
  });
});
