import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bet/contract';

/** A field's message: a translation key, with values where the text needs them. */
export type PasswordMessage =
  | { key: 'account_password_required' }
  | { key: 'account_password_too_short'; values: { min: number } }
  | { key: 'account_password_too_long'; values: { max: number } }
  | { key: 'account_password_mismatch' }
  | { key: 'account_password_same' }
  | { key: 'account_current_password_required' };

export interface NewPasswordFields {
  password: string;
  confirmation: string;
  /** The password change only: what the player says the current password is. */
  current?: string;
}

export type NewPasswordProblems = Partial<Record<'current' | 'password' | 'confirmation', PasswordMessage>>;

/**
 * The site's password rules (the contract's: registration asks at least 8 characters), checked
 * before anything is sent, in the order the fields appear so the first key is the field to
 * focus. The confirmation must repeat the new password; a change must not keep the current one.
 */
export function newPasswordProblems({ password, confirmation, current }: NewPasswordFields): NewPasswordProblems {
  const problems: NewPasswordProblems = {};
  if (current !== undefined && current === '') problems.current = { key: 'account_current_password_required' };
  if (password === '') problems.password = { key: 'account_password_required' };
  else if (password.length < PASSWORD_MIN_LENGTH) {
    problems.password = { key: 'account_password_too_short', values: { min: PASSWORD_MIN_LENGTH } };
  } else if (password.length > PASSWORD_MAX_LENGTH) {
    problems.password = { key: 'account_password_too_long', values: { max: PASSWORD_MAX_LENGTH } };
  } else if (current !== undefined && current !== '' && current === password) {
    problems.password = { key: 'account_password_same' };
  }
  if (password !== '' && confirmation !== password) problems.confirmation = { key: 'account_password_mismatch' };
  return problems;
}
