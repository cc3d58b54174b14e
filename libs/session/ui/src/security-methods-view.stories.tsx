import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { initialSecurityMethodsState, type AccountSecurity, type SecurityMethodsState } from '@bet/session';
import { CYRILLIC, shownText, withFrame, withI18n } from '@bet/ui/testing';
import { SecurityMethodsView } from './security-methods-view';

const facts: AccountSecurity = {
  protectionLevel: 30,
  email: 'a***@orbitbet.example',
  emailConfirmed: false,
  phoneBound: false,
  twoStepEnabled: false,
  newsletter: true,
  phone: null,
  securityQuestion: null,
  emailAuthEnabled: false,
  passwordChanged: false,
};

const methods: SecurityMethodsState = {
  ...initialSecurityMethodsState,
  phoneCatalogue: {
    status: 'ready',
    countries: [
      { id: 1, name: 'Russia', country_code: 'ru', tel_code: '+7' },
      { id: 4, name: 'Germany', country_code: 'de', tel_code: '+49' },
    ],
    masks: [
      { CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
      { CountryId: 4, Mask: '#### ########', Min: 10, Max: 11 },
    ],
  },
};

const meta = {
  title: 'Session/SecurityMethodsView',
  component: SecurityMethodsView,
  decorators: [withI18n(), withFrame({ maxWidth: 640 })],
  args: {
    facts,
    methods,
    onRequestPhoneCode: fn(),
    onSubmitPhoneCode: fn(),
    onRestartPhoneBinding: fn(),
    onChangeTwoStep: fn(),
    onSaveSecurityQuestion: fn(),
    onChangeEmailAuth: fn(),
  },
} satisfies Meta<typeof SecurityMethodsView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing on yet: the number is checked by the country's mask (spec 02 §7) before a code is asked. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = within(canvas.getByRole('region', { name: 'Phone binding' }));
    await expect(phone.getByText('No phone is bound')).toBeVisible();
    await expect(phone.getByText('Format: +7 (###) ###-##-##')).toBeVisible();
    await userEvent.type(phone.getByLabelText('Phone number'), '912 34');
    await userEvent.click(phone.getByRole('button', { name: 'Send a code' }));
    await expect(phone.getByText('Enter 10 digits')).toBeVisible();
    await expect(args.onRequestPhoneCode).not.toHaveBeenCalled();
    await userEvent.type(phone.getByLabelText('Phone number'), '5-67-89');
    await userEvent.click(phone.getByRole('button', { name: 'Send a code' }));
    await expect(args.onRequestPhoneCode).toHaveBeenCalledWith({ countryId: 1, phoneNumber: '912 345-67-89' });

    await userEvent.click(canvas.getByRole('switch', { name: 'Two-step sign-in' }));
    await expect(args.onChangeTwoStep).toHaveBeenCalledWith({ enabled: true });
    await expect(canvas.getByRole('switch', { name: 'E-mail authentication' })).toBeDisabled();
    await expect(canvas.getByText('Confirm your e-mail first to turn this on.')).toBeVisible();
  },
};

/** The code step: focus goes to the code field; Enter submits. */
export const CodeSent: Story = {
  args: {
    methods: {
      ...methods,
      phoneBinding: { status: 'idle', messages: [], step: 'code', target: { countryId: 1, phoneNumber: '9123456789' } },
    },
  },
  play: async ({ args, canvasElement }) => {
    const phone = within(within(canvasElement).getByRole('region', { name: 'Phone binding' }));
    await expect(phone.getByText('We have sent an SMS code to +7 9123456789.')).toBeVisible();
    await waitFor(() => expect(phone.getByLabelText('SMS code')).toHaveFocus());
    await userEvent.keyboard('123456{Enter}');
    await expect(args.onSubmitPhoneCode).toHaveBeenCalledWith('123456');
    await userEvent.click(phone.getByRole('button', { name: 'Use another number' }));
    await expect(args.onRestartPhoneBinding).toHaveBeenCalled();
  },
};

/** Spec 02 §8: a refused code shows the server's message; the code step stays. */
export const WrongCode: Story = {
  args: {
    methods: {
      ...methods,
      phoneBinding: {
        status: 'failed',
        messages: [{ tone: 'error', text: 'The code is wrong', isKey: false }],
        step: 'code',
        target: { countryId: 1, phoneNumber: '9123456789' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The code is wrong');
    await expect(canvas.getByLabelText('SMS code')).toBeVisible();
  },
};

/** Every method on: two-step off asks the current password first. */
export const AllOn: Story = {
  args: {
    facts: {
      ...facts,
      protectionLevel: 100,
      emailConfirmed: true,
      phoneBound: true,
      phone: '+7 *** ***-**-89',
      twoStepEnabled: true,
      securityQuestion: 'birth_city',
      emailAuthEnabled: true,
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Bound: +7 *** ***-**-89')).toBeVisible();
    await expect(canvas.getByText('Set: In which city were you born?')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Two-step sign-in' }));
    await expect(args.onChangeTwoStep).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await expect(canvas.getByText('Enter your current password')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Current password'), 'pass-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await expect(args.onChangeTwoStep).toHaveBeenCalledWith({ enabled: false, currentPassword: 'pass-1' });
    await userEvent.click(canvas.getByRole('switch', { name: 'E-mail authentication' }));
    await expect(args.onChangeEmailAuth).toHaveBeenCalledWith(false);
  },
};

export const SecurityQuestion: Story = {
  play: async ({ args, canvasElement }) => {
    const question = within(within(canvasElement).getByRole('region', { name: 'Security question' }));
    await userEvent.selectOptions(question.getByLabelText('Question'), 'first_school');
    await userEvent.click(question.getByRole('button', { name: 'Save the question' }));
    await expect(question.getByText('The answer needs 2 to 100 characters')).toBeVisible();
    await userEvent.type(question.getByLabelText('Answer'), 'School 5');
    await userEvent.click(question.getByRole('button', { name: 'Save the question' }));
    await expect(args.onSaveSecurityQuestion).toHaveBeenCalledWith({ question: 'first_school', answer: 'School 5' });
  },
};

/** Too many wrong current passwords (429): the player is told to wait. */
export const TooManyAttempts: Story = {
  args: {
    facts: { ...facts, emailConfirmed: true, twoStepEnabled: true },
    methods: {
      ...methods,
      twoStep: { status: 'failed', messages: [{ tone: 'error', text: 'security_too_many_attempts', isKey: true }] },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Please wait 15 minutes');
  },
};

export const CountriesFailed: Story = {
  args: { methods: { ...methods, phoneCatalogue: { status: 'failed', countries: [], masks: [] } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not load the list of countries');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
    await expect(within(canvasElement).getByRole('switch', { name: 'Двухэтапный вход' })).toBeVisible();
  },
};
