import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileInput } from './file-input';
import type { FileInputProps } from './file-input';
import { withFrame } from './testing/story-frame';
import { withI18n } from './testing/i18n-harness';

/** The file is the story's state, so choosing and removing can be tried; args set where it starts. */
function Controlled(args: FileInputProps) {
  const [file, setFile] = useState<File | null>(args.value);
  return (
    <FileInput
      {...args}
      value={file}
      onChange={(next) => {
        args.onChange(next);
        setFile(next);
      }}
    />
  );
}

const MB = 1024 * 1024;
const scan = new File(['%PDF-1.7 '.repeat(230_000)], 'passport-scan.pdf', { type: 'application/pdf' });

const meta = {
  title: 'Shared UI/FileInput',
  component: FileInput,
  tags: ['autodocs'],
  decorators: [withI18n(), withFrame({ maxWidth: 480 })],
  render: (args) => <Controlled key={args.value?.name ?? 'none'} {...args} />,
  args: {
    label: 'Passport photo',
    value: null,
    accept: ['image/jpeg', 'image/png', '.pdf'],
    maxSize: 5 * MB,
    required: false,
    disabled: false,
    onChange: fn(),
    onReject: fn(),
  },
  argTypes: {
    label: { control: 'text' },
    accept: { control: 'object' },
    maxSize: { control: { type: 'number', min: 0, step: 1024 } },
    typesText: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    value: { control: false },
  },
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Passport photo');
    await expect(input).toHaveAccessibleDescription('Types: JPEG, PNG, PDF. Up to 5 MB.');
    const photo = new File(['x'.repeat(2048)], 'photo.png', { type: 'image/png' });
    await userEvent.upload(input, photo);
    await expect(args.onChange).toHaveBeenCalledWith(photo);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: photo.png, 2 KB');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove photo.png' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('No file chosen');
    await expect(input).toHaveFocus();
  },
};

export const Chosen: Story = {
  args: { value: scan },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Chosen: passport-scan.pdf, 2 MB');
    await expect(canvas.getByRole('button', { name: 'Remove passport-scan.pdf' })).toBeVisible();
  },
};

export const WrongType: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Passport photo');
    // As if the picker were switched to "all files", which the browser does not filter.
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    await expect(args.onReject).toHaveBeenCalledWith(expect.any(File), 'type');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/This type of file cannot be sent/);
  },
};

export const TooLarge: Story = {
  args: { maxSize: 1024 },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Passport photo');
    await userEvent.upload(input, new File(['x'.repeat(4096)], 'big.jpg', { type: 'image/jpeg' }));
    await expect(args.onReject).toHaveBeenCalledWith(expect.any(File), 'size');
    await expect(input).toHaveAccessibleDescription(/The file is too large: 4 KB\. Choose one of at most 1 KB\./);
  },
};

export const ServerError: Story = {
  args: { value: scan, error: 'The file could not be read. Send a sharper photo.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Passport photo');
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Send a sharper photo/);
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: scan },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Passport photo')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove passport-scan.pdf' })).toBeDisabled();
  },
};

export const LongTexts: Story = {
  args: {
    label: 'Photo of the page of the identity document with the registration address and the issuing authority',
    hint: 'All four corners must be visible, without glare, fingers or cut-off text.',
    value: new File(['x'], 'scan_of_the_identity_document_page_with_the_registration_address_2026-11-27.jpeg', {
      type: 'image/jpeg',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/Photo of the page of the identity document/);
    await expect(input).toHaveAccessibleDescription(/All four corners must be visible.*Up to 5 MB\./);
    await expect(canvas.getByRole('status')).toHaveTextContent(/scan_of_the_identity_document/);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { label: 'Фото паспорта' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Фото паспорта');
    await expect(input).toHaveAccessibleDescription('Типы: JPEG, PNG, PDF. До 5 МБ.');
    await userEvent.upload(input, new File(['x'.repeat(1536)], 'фото.jpg', { type: 'image/jpeg' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Выбран: фото.jpg, 1,5 КБ');
    await expect(canvas.getByRole('button', { name: 'Удалить фото.jpg' })).toBeVisible();
  },
};
