import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteConfigFixture } from '@bet/contract/testing';
import { AuthDialogHost } from './auth-dialog-host';
import { ConfirmTermsPage } from './confirm-terms-page';
import { RegistrationPage } from './registration-page';
import { SessionHeaderActions } from './session-header-actions';
import { SessionStoreHarness } from './session-store-harness';
import { SignInPage } from './sign-in-page';

/** The session's connected views, each over a store in one state (no server, no sagas). */
const meta = {
  title: 'Session/Connected',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const wrongCredentials = { code: 'WRONG_CREDENTIALS', message: 'Wrong login or password', status: 400 };

export const HeaderForVisitor: Story = {
  render: () => (
    <SessionStoreHarness>
      <SessionHeaderActions />
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Register' })).toBeVisible();
  },
};

export const HeaderWhileChecking: Story = {
  render: () => (
    <SessionStoreHarness session={{ identity: { known: false } }}>
      {/* The header's slot: it stays empty until the first check answers. */}
      <div>
        <SessionHeaderActions />
      </div>
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    // Neither the visitor's buttons nor a balance flash before the first check answers.
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const HeaderForPlayer: Story = {
  render: () => (
    <SessionStoreHarness session={{ identity: { userId: 100000 } }}>
      <SessionHeaderActions accountControls={<span>15,000.00</span>} />
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Player 100000')).toBeVisible();
    await expect(canvasElement.textContent).toMatch(/15,000\.00/);
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const SignInDialog: Story = {
  render: () => (
    <SessionStoreHarness session={{ authForm: { dialog: 'signIn' } }}>
      <AuthDialogHost />
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Sign in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Password recovery' }),
    ).toBeVisible();
  },
};

export const SignInPageWithError: Story = {
  render: () => (
    <SessionStoreHarness
      path="/en/user/login"
      session={{
        signIn: {
          form: 'login_password',
          status: 'failed',
          error: wrongCredentials,
          twoStep: null,
          sms: { status: 'idle', resendAt: null, error: null },
        },
      }}
    >
      <SignInPage />
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Wrong login or password. Check them and try again.');
  },
};

const tooManyAttempts = {
  code: 'TOO_MANY_ATTEMPTS',
  message: 'Too many signIn attempts for this account: try again in 15 min',
  status: 429,
};

/** The sandbox's lock after too many attempts (apps/api README "Rate limits"): one clear message. */
export const SignInPageLocked: Story = {
  render: () => (
    <SessionStoreHarness
      path="/en/user/login"
      session={{
        signIn: {
          form: 'login_password',
          status: 'failed',
          error: tooManyAttempts,
          twoStep: null,
          sms: { status: 'idle', resendAt: null, error: null },
        },
      }}
    >
      <SignInPage />
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Too many attempts. For your safety, further tries are paused for a while: try again in a few minutes.',
    );
  },
};

export const RegistrationPageOpen: Story = {
  render: () => (
    <SessionStoreHarness path="/en/registration">
      <RegistrationPage />
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'One click' })).toBeVisible();
  },
};

export const RegistrationPageOnVipDomain: Story = {
  render: () => {
    const base = siteConfigFixture({ lng: 'en' });
    return (
      <SessionStoreHarness path="/en/registration" config={{ ...base, auth: { ...base.auth, isVipDomain: true } }}>
        <RegistrationPage />
      </SessionStoreHarness>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Spec 01 §5: no registration on a VIP domain.
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registration is not available' })).toBeVisible();
    await expect(canvas.queryByRole('tab')).toBeNull();
  },
};

export const ConfirmTerms: Story = {
  render: () => (
    <SessionStoreHarness session={{ identity: { userId: 100000 }, terms: { status: 'required' } }}>
      <ConfirmTermsPage />
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const accept = canvas.getByRole('button', { name: 'I accept the new terms' });
    await userEvent.click(accept);
    // The slice marks the confirmation under way; the button says so instead of submitting twice.
    await expect(accept).toHaveAttribute('aria-busy', 'true');
  },
};

export const ConfirmTermsFailed: Story = {
  render: () => (
    <SessionStoreHarness
      session={{ identity: { userId: 100000 }, terms: { status: 'failed', error: wrongCredentials } }}
    >
      <ConfirmTermsPage />
    </SessionStoreHarness>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The terms could not be confirmed. Try again.',
    );
  },
};
