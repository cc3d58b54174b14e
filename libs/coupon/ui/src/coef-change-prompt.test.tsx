import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CoefChangePrompt } from './coef-change-prompt';
import { I18nHarness } from '@bet/ui/testing';

describe('CoefChangePrompt (spec 01 §3 changeCoefAction)', () => {
  it('is an alert listing each change; its button accepts them', async () => {
    const onAccept = vi.fn();
    render(
      <I18nHarness>
        <CoefChangePrompt changes={[{ betId: 'a', outcome: 'W1', from: '1.85', to: '1.70' }]} onAccept={onAccept} />
      </I18nHarness>,
    );
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('listitem').textContent).toBe('W1: 1.85 → 1.70');
    await userEvent.click(within(alert).getByRole('button', { name: 'Accept the changes' }));
    expect(onAccept).toHaveBeenCalledTimes(1);
  });

  it('says that accepting places the bet when the server refused it for the change', () => {
    render(
      <I18nHarness>
        <CoefChangePrompt placesOnAccept changes={[]} onAccept={() => undefined} />
      </I18nHarness>,
    );
    expect(screen.getByRole('button', { name: 'Accept and place the bet' })).toBeTruthy();
  });
});
