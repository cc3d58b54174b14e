import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { DocumentUploadForm } from './document-upload-form';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

const meta = {
  title: 'Verification/DocumentUploadForm',
  component: DocumentUploadForm,
  decorators: [withI18n()],
  args: { status: 'idle', sendingName: null, messages: [], onUpload: fn() },
} satisfies Meta<typeof DocumentUploadForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Document \(passport or ID card\)/);
    await userEvent.upload(input, new File([PNG], 'passport.png', { type: 'image/png' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Send as' }), '1');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the document' }));
    await waitFor(() =>
      expect(args.onUpload).toHaveBeenCalledWith({
        fileName: 'passport.png',
        sendAs: 1,
        contentBase64: 'iVBORw0KGgoAAAAN',
      }),
    );
  },
};

/** A file named .png that is not one: refused by its first bytes before anything is sent. */
export const WrongContent: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Document \(passport or ID card\)/);
    await userEvent.upload(input, new File(['GIF89a...'], 'passport.png', { type: 'image/png' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send the document' }));
    await expect(await canvas.findByText(/not a JPEG, PNG or PDF/)).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** Nothing chosen: the player is told to choose a file. */
export const NothingChosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the document' }));
    await expect(canvas.getByText('Choose a file first.')).toBeVisible();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { status: 'pending', sendingName: 'passport.png' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sending passport.png…' })).toBeDisabled();
    await expect(canvas.getByRole('progressbar', { name: 'Sending passport.png…' })).toBeVisible();
  },
};

export const Refused: Story = {
  args: {
    status: 'failed',
    sendingName: 'passport.png',
    messages: [{ tone: 'error', text: 'The file is not a JPEG, PNG or PDF document.', isKey: false }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('not a JPEG, PNG or PDF');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отправить документ' })).toBeVisible();
  },
};
