import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import {
  personalDataLoaded,
  personalDataLoadFailed,
  personalDataPageEntered,
  personalDataSaveFailed,
  personalDataSaveRequested,
  profileReducer,
} from '@bet/profile';
import { ALL_MAILING, COMPLETE_PERSONAL_DATA, personalAnswerFixture } from '@bet/profile/testing';
import { withI18n, withStore } from '@bet/ui/testing';
import { PersonalDataPage } from './personal-data-page';

/** A store brought into state through the slice's own events (no saga runs); one per story. */
const withProfile = (...actions: Parameters<typeof profileReducer>[1][]) =>
  withStore({ reducer: { profile: profileReducer }, actions });
const loaded = withProfile(personalDataLoaded(personalAnswerFixture()));

const meta = {
  title: 'Profile/PersonalDataPage',
  component: PersonalDataPage,
} satisfies Meta<typeof PersonalDataPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  decorators: [loaded],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Personal data' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Profile completeness' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue('Anna');
    await expect(canvas.getByRole('switch', { name: 'Bet results by e-mail' })).toBeChecked();
    await expect(canvas.getByRole('region', { name: 'Contacts' })).toHaveTextContent('+79001234567');
  },
};

export const Loading: Story = {
  decorators: [withProfile()],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading your personal data')).toBeVisible();
  },
};

export const LoadError: Story = {
  decorators: [withProfile(personalDataPageEntered(), personalDataLoadFailed())],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your personal data could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(canvas.getByText('Loading your personal data')).toBeVisible();
  },
};

/** A save refused by the page's check: the form starts from the kept draft, with the field's message. */
const typed = { ...COMPLETE_PERSONAL_DATA, birthDate: '1990-02-30' };
export const SaveRefusedKeepsTyped: Story = {
  decorators: [
    withProfile(
      personalDataLoaded(personalAnswerFixture()),
      personalDataSaveRequested({ data: typed, mailing: ALL_MAILING }),
      personalDataSaveFailed({ fieldErrors: { birthDate: { problem: 'date' } } }),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const birth = canvas.getByRole('textbox', { name: 'Birth date' });
    await expect(birth).toHaveValue('1990-02-30');
    await expect(birth).toHaveAccessibleDescription(/Enter a real date/);
    await expect(canvas.getByRole('textbox', { name: 'City' })).toHaveValue('Moscow');
  },
};

export const Complete: Story = {
  decorators: [
    withProfile(
      personalDataLoaded(
        personalAnswerFixture({
          data: COMPLETE_PERSONAL_DATA,
          locked: ['name', 'surname', 'birthDate', 'passportSeries', 'passportNumber'],
          pendingEmail: 'anna.new@orbitbet.example',
        }),
      ),
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Your profile is complete.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Surname/ })).toHaveAttribute('readonly');
    await expect(canvas.getByText(/Waiting for confirmation: anna.new@orbitbet.example/)).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru'), loaded],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Сохранить' })).toBeVisible();
  },
};
