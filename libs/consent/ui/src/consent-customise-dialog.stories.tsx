import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cookieOptions } from '@bet/consent';
import { ConsentCustomiseDialog } from './consent-customise-dialog';
import { withI18n } from '@bet/ui/testing';

const meta = {
  title: 'Consent/ConsentCustomiseDialog',
  component: ConsentCustomiseDialog,
  decorators: [withI18n()],
  args: {
    open: true,
    options: cookieOptions({ functionality: false, marketing: false }),
    onToggle: fn(),
    onSave: fn(),
    onBack: fn(),
  },
} satisfies Meta<typeof ConsentCustomiseDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Spec 01 §4: necessary is checked and cannot be unchecked; the others start off. */
export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('checkbox', { name: 'Necessary' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await expect(args.onToggle).toHaveBeenCalledWith('marketing', true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save my choice' }));
    await expect(args.onSave).toHaveBeenCalled();
  },
};

export const MarketingChosen: Story = {
  args: { options: cookieOptions({ functionality: false, marketing: true }) },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Cookie settings' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).toBeChecked();
    await expect(within(dialog).getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Marketing' }));
    await expect(args.onToggle).toHaveBeenCalledWith('marketing', false);
  },
};

/** Escape goes back to the main view. */
export const EscapeGoesBack: Story = {
  play: async ({ args, canvasElement }) => {
    await body(canvasElement).findByRole('dialog', { name: 'Cookie settings' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onBack).toHaveBeenCalled();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { options: cookieOptions({ functionality: true, marketing: true }) },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Настройки cookie' });
    await expect(within(dialog).getByRole('checkbox', { name: 'Маркетинговые' })).toBeChecked();
  },
};
