import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nHarness } from '@bet/ui/testing';
import { NotificationArea } from './notification-area';

describe('NotificationArea', () => {
  it('lists notifications in a polite live region, each closable', async () => {
    const onDismiss = vi.fn();
    render(
      <I18nHarness>
        <NotificationArea
          notifications={[
            {
              id: 'a',
              group: 'default',
              priority: 0,
              tone: 'error',
              title: 'main_error',
              text: 'main_query_error',
              autoClose: true,
              seq: 0,
            },
          ]}
          onDismiss={onDismiss}
        />
      </I18nHarness>,
    );
    const region = screen.getByRole('region', { name: 'Notifications' });
    expect(region.querySelector('[aria-live="polite"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});
