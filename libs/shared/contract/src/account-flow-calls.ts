import { z } from 'zod/mini';
import { officeAnswerSchema } from './office-answer';
import { defineCall } from './call';
import { defineControlCall } from './control-call';
import { SECURITY_QUESTIONS } from './security-method-calls';

/*
 * Issue 12, the account flows that ended in a dead end: the password reset from the e-mail link,
 * the e-mail confirmation (user/activate, user/activatefast, user/accountverify), stop newsletter,
 * and the security page's password change. Spec 02 §7 names them ("Office and account") without
 * paths; these paths and shapes are ours, under /web-api/user (libs/session/core README).
 */

/** The site's password rule (registration asks at least 8 characters); the upper bound stops abuse of scrypt. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(PASSWORD_MIN_LENGTH, `the password has at least ${PASSWORD_MIN_LENGTH} characters`),
    z.maxLength(PASSWORD_MAX_LENGTH, `the password has at most ${PASSWORD_MAX_LENGTH} characters`),
  );

/**
 * What an e-mailed link's token is worth. A link is one use: `used` once it has served (or a
 * newer password made a reset link pointless); `expired` after its lifetime; `unknown` when the
 * sandbox never issued it (a typo, a forged or truncated link).
 */
export const ACCOUNT_LINK_STATES = ['valid', 'expired', 'used', 'unknown'] as const;
export type AccountLinkState = (typeof ACCOUNT_LINK_STATES)[number];

/** Which flow a link belongs to: a reset token never confirms an e-mail, nor the reverse. */
export const ACCOUNT_LINK_PURPOSES = ['password_reset', 'email_confirmation'] as const;
export type AccountLinkPurpose = (typeof ACCOUNT_LINK_PURPOSES)[number];

/** A link's token: opaque, URL-safe. */
const linkTokenSchema = z.string().check(z.minLength(1), z.maxLength(200));

/** Checks a link before the page asks for anything (the reset page shows its form only for a valid link). */
export const checkAccountLink = defineCall({
  name: 'checkAccountLink',
  method: 'GET',
  path: '/web-api/user/account-link',
  query: z.object({ token: linkTokenSchema, purpose: z.enum(ACCOUNT_LINK_PURPOSES) }),
  body: z.undefined(),
  response: z.object({ state: z.enum(ACCOUNT_LINK_STATES) }),
});

/**
 * Password reset from the e-mail link: the new password for the link's player. The link's state
 * is an outcome, not an error (the page explains each); `changed` ends the player's sessions, so
 * the player signs in again with the new password.
 */
export const resetPassword = defineCall({
  name: 'resetPassword',
  method: 'POST',
  path: '/web-api/user/password-reset',
  query: z.object({}),
  body: z.object({ token: linkTokenSchema, password: newPasswordSchema }),
  response: z.object({ outcome: z.enum(['changed', 'expired', 'used', 'unknown']) }),
  secretFields: ['password'],
});

/** E-mail confirmation from the link of the registration e-mail or of the security page's request. */
export const confirmEmail = defineCall({
  name: 'confirmEmail',
  method: 'POST',
  path: '/web-api/user/email/confirm',
  query: z.object({}),
  body: z.object({ token: linkTokenSchema }),
  response: z.object({ outcome: z.enum(['confirmed', 'expired', 'used', 'unknown']) }),
});

/** Stop newsletter from the link at the foot of a newsletter: idempotent, the link does not expire. */
export const stopNewsletter = defineCall({
  name: 'stopNewsletter',
  method: 'POST',
  path: '/web-api/user/newsletter/stop',
  query: z.object({}),
  body: z.object({ token: linkTokenSchema }),
  response: z.object({ outcome: z.enum(['stopped', 'alreadyStopped', 'unknown']) }),
});

/** The security page's password change; the sandbox checks the current password (status 2 when wrong). */
export const changePassword = defineCall({
  name: 'changePassword',
  method: 'POST',
  path: '/web-api/user/password/change',
  query: z.object({}),
  body: z.object({
    currentPassword: z.string().check(z.minLength(1), z.maxLength(PASSWORD_MAX_LENGTH)),
    newPassword: newPasswordSchema,
  }),
  response: officeAnswerSchema,
  secretFields: ['currentPassword', 'newPassword'],
  auth: true,
});

/**
 * The security page's facts. protectionLevel 0 to 100 (spec 02 §9 bands; null none), weighted by
 * PROTECTION_WEIGHTS (security-method-calls.ts, the one source).
 */
export const getAccountSecurity = defineCall({
  name: 'getAccountSecurity',
  method: 'GET',
  path: '/web-api/user/security',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({
    protectionLevel: z.nullable(z.int().check(z.gte(0), z.lte(100))),
    /** The e-mail masked ("d***@orbitbet.example"); null: the player has none. */
    email: z.nullable(z.string()),
    emailConfirmed: z.boolean(),
    phoneBound: z.boolean(),
    twoStepEnabled: z.boolean(),
    newsletter: z.boolean(),
    // Issue 12, the protection methods (security-method-calls.ts).
    /** The bound phone masked ("+7 *** ***-**-89"); null: none. */
    phone: z.nullable(z.string()),
    securityQuestion: z.nullable(z.enum(SECURITY_QUESTIONS)),
    emailAuthEnabled: z.boolean(),
    passwordChanged: z.boolean(),
  }),
  auth: true,
});

/** Sends a new confirmation link to the player's e-mail (to user/accountverify). */
export const requestEmailConfirmation = defineCall({
  name: 'requestEmailConfirmation',
  method: 'POST',
  path: '/web-api/user/email/confirmation',
  query: z.object({}),
  body: z.undefined(),
  response: officeAnswerSchema,
  auth: true,
});

/** Control API: the sandbox "sends" a newsletter with its stop link to a player's e-mail (false: none). */
export const sendSandboxNewsletter = defineControlCall({
  name: 'sendSandboxNewsletter',
  method: 'POST',
  path: 'newsletter',
  body: z.object({ playerId: z.int().check(z.positive()) }),
  response: z.object({ sent: z.boolean() }),
});
