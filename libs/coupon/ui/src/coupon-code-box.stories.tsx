import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { CouponCodeBox, type CouponCodeBoxProps } from './coupon-code-box';

/** The box keeps no text of its own: the story plays the coupon that holds the typed code. */
function Controlled(props: CouponCodeBoxProps) {
  const [value, setValue] = useState(props.inputValue);
  return (
    <CouponCodeBox
      {...props}
      inputValue={value}
      onInputChange={(next) => {
        setValue(next);
        props.onInputChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Coupon/CouponCodeBox',
  component: CouponCodeBox,
  decorators: [withI18n()],
  render: (args) => <Controlled {...args} />,
  args: {
    inputValue: '',
    onInputChange: fn(),
    onLoad: fn(),
    isLoading: false,
    loadError: null,
    loadNotice: null,
    canShare: true,
    onShare: fn(),
    isSharing: false,
    sharedCode: null,
    shareError: null,
  },
} satisfies Meta<typeof CouponCodeBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Coupon by code' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Coupon code' }), 'K7M2Q9XA{Enter}');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('K7M2Q9XA');
    await expect(args.onLoad).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Share the coupon' }));
    await expect(args.onShare).toHaveBeenCalled();
  },
};

/** An empty coupon has nothing to share: only the field to load one. */
export const Empty: Story = {
  args: { canShare: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Share the coupon' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Load' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { inputValue: 'K7M2Q9XA', isLoading: true },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Load' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onLoad).not.toHaveBeenCalled();
  },
};

/** A bad or unknown code: said under the field, which keeps the text. */
export const Error: Story = {
  args: { inputValue: 'ABCDEFGH', loadError: 'No coupon has this code. Check it and try again.' },
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Coupon code' });
    await expect(field).toHaveValue('ABCDEFGH');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/No coupon has this code/);
  },
};

export const Shared: Story = {
  args: {
    sharedCode: 'ZX9W8V7U',
    sharedHref: '/en/?coupon=ZX9W8V7U',
    loadNotice: 'Coupon K7M2Q9XA is loaded. Bets no longer on offer were left out: 1.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/left out: 1\.$/)).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('status', { name: 'Code of this coupon:' })).toHaveTextContent('ZX9W8V7U');
    await expect(canvas.getByRole('link', { name: 'Link to this coupon' })).toHaveAttribute(
      'href',
      '/en/?coupon=ZX9W8V7U',
    );
  },
};

export const ShareFailed: Story = {
  args: { shareError: 'The coupon could not be shared. Try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The coupon could not be shared. Try again.')).toBeVisible();
  },
};

export const LongTexts: Story = {
  args: {
    inputValue: 'K7M2Q9XAK7M2Q9XAK7M2Q9XAK7M2Q9XA',
    loadError: 'A coupon code is 8 letters and digits, for example K7M2Q9XA. '.repeat(3),
    sharedCode: 'ZX9W8V7U',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { sharedCode: 'ZX9W8V7U' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Код купона' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Поделиться купоном' })).toBeVisible();
  },
};
