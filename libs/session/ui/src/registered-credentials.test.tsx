import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nHarness } from '@bet/ui/testing';
import { RegisteredCredentials } from './registered-credentials';

function renderCredentials() {
  const onAcknowledge = vi.fn();
  render(
    <I18nHarness>
      <RegisteredCredentials login="40912345" password="k7Tq2p" onAcknowledge={onAcknowledge} />
    </I18nHarness>,
  );
  return { onAcknowledge };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RegisteredCredentials', () => {
  it('shows login and password, copies each and says so', async () => {
    const user = userEvent.setup();
    // userEvent.setup() installs its own clipboard stub; spy on it after setup.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { onAcknowledge } = renderCredentials();
    expect(screen.getByText('40912345')).toBeTruthy();
    expect(screen.getByText('k7Tq2p')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Copy password' }));
    expect(writeText).toHaveBeenCalledWith('k7Tq2p');
    expect((await screen.findByRole('status')).textContent).toBe('Copied');
    await user.click(screen.getByRole('button', { name: 'Copy login' }));
    expect(writeText).toHaveBeenLastCalledWith('40912345');
    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onAcknowledge).toHaveBeenCalled();
  });

  it('says to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    renderCredentials();
    await user.click(screen.getByRole('button', { name: 'Copy login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not copy. Select the text and copy it yourself.',
    );
  });
});
