import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { cookieOptions } from '@bet/consent';
import { ConsentBanner } from './consent-banner';
import { ConsentCustomiseDialog } from './consent-customise-dialog';
import { I18nHarness } from '@bet/ui/testing';

describe('cookie consent views (spec 01 §4)', () => {
  it('the main view offers accept all and customise', async () => {
    const onAcceptAll = vi.fn();
    const onCustomise = vi.fn();
    render(
      <I18nHarness>
        <ConsentBanner onAcceptAll={onAcceptAll} onCustomise={onCustomise} />
      </I18nHarness>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customise' }));
    await userEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(onCustomise).toHaveBeenCalled();
    expect(onAcceptAll).toHaveBeenCalled();
  });

  it('the customise view keeps necessary checked and disabled', () => {
    render(
      <I18nHarness>
        <ConsentCustomiseDialog
          open
          options={cookieOptions({ functionality: true, marketing: false })}
          onToggle={vi.fn()}
          onSave={vi.fn()}
          onBack={vi.fn()}
        />
      </I18nHarness>,
    );
    const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
    expect([box('Necessary').checked, box('Necessary').disabled]).toEqual([true, true]);
    expect(box('Functional').checked).toBe(true);
    expect(box('Marketing').checked).toBe(false);
  });
});
