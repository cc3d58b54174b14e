import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileCompleteness } from '@bet/profile';
import { withI18n } from '@bet/ui/testing';
import { CompletenessIndicator } from './completeness-indicator';

const FULL = {
  name: 'Anna',
  surname: 'Petrova',
  birthDate: '1990-04-12',
  passportNumber: '123456',
  passportDate: '2010-05-20',
  registrationAddress: 'Moscow',
  phone: '+79001234567',
  email: 'anna@orbitbet.example',
};

const meta = {
  title: 'Profile/CompletenessIndicator',
  component: CompletenessIndicator,
  decorators: [withI18n()],
  args: { completeness: profileCompleteness({ ...FULL, passportNumber: '', email: '' }) },
} satisfies Meta<typeof CompletenessIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 01 §5: what is missing, by name. */
export const Incomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Profile completeness' });
    await expect(within(region).getByRole('progressbar', { name: 'Profile filled in' })).toHaveAttribute('value', '75');
    const missing = within(region).getByRole('list', { name: /Still missing/ });
    await expect(
      within(missing)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Passport number', 'E-mail']);
  },
};

export const Complete: Story = {
  args: { completeness: profileCompleteness(FULL) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Your profile is complete.');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** Nothing given: every field listed, wrapping. */
export const NothingGiven: Story = {
  args: {
    completeness: profileCompleteness(
      Object.fromEntries(Object.keys(FULL).map((key) => [key, ''])) as unknown as typeof FULL,
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(8);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Заполненность профиля' })).toBeVisible();
    await expect(canvas.getByText('Номер паспорта')).toBeVisible();
  },
};
