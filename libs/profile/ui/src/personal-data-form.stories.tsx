import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ALL_MAILING, COMPLETE_PERSONAL_DATA, EMPTY_PERSONAL_DATA } from '@bet/profile/testing';
import { withI18n } from '@bet/ui/testing';
import { PersonalDataForm } from './personal-data-form';

const meta = {
  title: 'Profile/PersonalDataForm',
  component: PersonalDataForm,
  decorators: [withI18n()],
  args: {
    initial: { data: { ...EMPTY_PERSONAL_DATA, name: 'Anna' }, mailing: ALL_MAILING },
    locked: [],
    fieldErrors: {},
    saving: false,
    onSubmit: fn(),
  },
} satisfies Meta<typeof PersonalDataForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Surname/ }), 'Petrova');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Birth date' }), '1990-04-12');
    await userEvent.click(canvas.getByRole('switch', { name: 'News and offers by SMS' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      data: { ...EMPTY_PERSONAL_DATA, name: 'Anna', surname: 'Petrova', birthDate: '1990-04-12' },
      mailing: { ...ALL_MAILING, enable_sms_news: false },
    });
  },
};

/** Field messages (README "Field messages"): the page's own by key, the server's as it came. */
export const FieldErrors: Story = {
  args: {
    initial: { data: { ...COMPLETE_PERSONAL_DATA, birthDate: '1990-02-30' }, mailing: ALL_MAILING },
    fieldErrors: {
      birthDate: { problem: 'date' },
      inn: { message: 'INN: has characters it may not hold' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const birth = canvas.getByRole('textbox', { name: 'Birth date' });
    await expect(birth).toHaveValue('1990-02-30');
    await expect(birth).toHaveAccessibleDescription(/Enter a real date as year-month-day/);
    await expect(birth).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /INN/ })).toHaveAccessibleDescription(
      /INN: has characters it may not hold/,
    );
  },
};

/** A complete profile: the identity fields are read-only, with why. */
export const Locked: Story = {
  args: {
    initial: { data: COMPLETE_PERSONAL_DATA, mailing: ALL_MAILING },
    locked: ['name', 'surname', 'birthDate', 'passportSeries', 'passportNumber'],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: /^Name/ });
    await expect(name).toHaveAttribute('readonly');
    await expect(name).toHaveAccessibleDescription(/can no longer be changed/);
    await expect(canvas.getByRole('textbox', { name: 'City' })).not.toHaveAttribute('readonly');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

export const LongTexts: Story = {
  args: {
    initial: {
      data: {
        ...COMPLETE_PERSONAL_DATA,
        registrationAddress: 'Building 12, block 3, entrance 4, Bolshaya Pirogovskaya Street, apartment 1024, '.repeat(
          2,
        ),
        passportIssuedBy: 'Department of the Federal Migration Service of the Central Administrative District',
      },
      mailing: ALL_MAILING,
    },
    fieldErrors: { registrationAddress: { message: 'Registration address: is longer than 200 characters' } },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Registration address: is longer than 200 characters')).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { fieldErrors: { birthDate: { problem: 'underage' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeVisible();
    await expect(canvas.getByText('Вам должно быть не меньше 18 лет')).toBeVisible();
  },
};
