import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CaptchaDialog } from './captcha-dialog';
import { CYRILLIC, shownText, withI18n } from '@bet/ui/testing';

// A made-up picture, so the story needs no server.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60"><rect width="180" height="60" fill="#e8ecf1"/><text x="30" y="42" font-size="32" font-family="monospace" fill="#16202c" transform="rotate(-4 90 30)">x7Kp9</text></svg>',
)}`;

const meta = {
  title: 'Session/CaptchaDialog',
  component: CaptchaDialog,
  decorators: [withI18n()],
  args: {
    open: true,
    imageSrc: picture,
    status: 'idle',
    error: null,
    onSubmit: fn(),
    onRefresh: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof CaptchaDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Security check' });
    await expect(within(dialog).getByRole('img', { name: 'Security code picture' })).toBeVisible();
    const input = within(dialog).getByRole('textbox', { name: 'Characters from the picture' });
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toBeInvalid();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Filled: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Security check' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Characters from the picture' }), 'x7Kp9{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('x7Kp9');
    await userEvent.click(within(dialog).getByRole('button', { name: 'New picture' }));
    await expect(args.onRefresh).toHaveBeenCalled();
  },
};

export const Validating: Story = {
  args: { status: 'validating' },
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Security check' });
    await expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const WrongCode: Story = {
  args: { status: 'failed', error: 'Wrong code. Try this picture.' },
  play: async ({ canvasElement }) => {
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent('Wrong code. Try this picture.');
  },
};

export const PictureLoading: Story = {
  args: { imageSrc: null },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Security check' });
    await expect(within(dialog).getByRole('img', { name: 'Security code picture' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
