import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@bet/i18n';
import { Dialog } from '@bet/ui';

export type AuthView = 'sign-in' | 'registration' | 'forgot-password';

export interface AuthDialogProps {
  open: boolean;
  /** Which form is inside; sets the title. */
  view: AuthView;
  onClose: () => void;
  /** The form: SignInForm, RegistrationForm or ForgotPasswordForm, wired by the app. */
  children: ReactNode;
}

const TITLES: Record<AuthView, TranslationKey> = {
  'sign-in': 'auth_sign_in_title',
  registration: 'registration_title',
  'forgot-password': 'auth_forgot_title',
};

/**
 * The "authorization block" of spec 01 §2 as a modal. It only supplies the title and the close
 * label, so the app composes it with whichever form it shows (and the forms stay usable on the
 * login and registration pages, outside a dialog).
 */
export function AuthDialog({ open, view, onClose, children }: AuthDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t(TITLES[view])} closeLabel={t('main_close')} onClose={onClose}>
      {children}
    </Dialog>
  );
}
