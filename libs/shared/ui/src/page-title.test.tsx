import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePageTitle, usePageTitleValue } from './page-title';

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

function HeadManager() {
  return <output aria-label="page title">{usePageTitleValue() ?? 'none'}</output>;
}

describe('usePageTitle', () => {
  it('without a head manager the title goes to the document as it is', () => {
    const { unmount } = render(<Page title="Contacts" />);
    expect(document.title).toBe('Contacts');
    unmount();
  });

  it('with a head manager it reaches the manager instead, the latest page on top, and leaves with its page', () => {
    document.title = 'before';
    const { getByRole, rerender } = render(
      <>
        <HeadManager />
        <Page title="Football" />
      </>,
    );
    expect(getByRole('status', { name: 'page title' }).textContent).toBe('Football');
    expect(document.title).toBe('before');
    rerender(
      <>
        <HeadManager />
        <Page title="Football" />
        <Page title="Arsenal – Chelsea" />
      </>,
    );
    expect(getByRole('status', { name: 'page title' }).textContent).toBe('Arsenal – Chelsea');
    rerender(<HeadManager />);
    expect(getByRole('status', { name: 'page title' }).textContent).toBe('none');
  });
});
