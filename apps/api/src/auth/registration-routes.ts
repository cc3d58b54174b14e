import {
  ACTIVATION_TYPES,
  AUTH_ERROR_CODES,
  registerByPhone,
  registerBySocial,
  registerFast,
  registerFull,
} from '@bet/contract';
import type { RegistrationAnswer, RegistrationType } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { readAuthSettings } from './auth-settings';
import { passCaptcha } from './captcha-gate';
import { requireFingerprint } from './fingerprint';
import { generatePassword } from './generated-password';
import { hashPassword } from './password';
import type { NewPlayer, Player } from './players';
import { createPlayer, findPlayerByLogin, findPlayerByPhone, findPlayerBySocial } from './players';
import { signIn } from './sign-in';
import { readSocialToken } from './social-tokens';
import { countries, siteConfig } from '../db/schema';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { sendEmailConfirmationLink } from '../account-flows/account-mails';
import { linkFriendOnRegistration } from '../programmes/programme-routes';

interface CommonFields {
  currencyId: number;
  countryId: number;
  promoCode?: string | undefined;
  bonusChoice: 0 | 1 | 2;
  componentData: string;
}

const alreadyRegistered = (what: string) =>
  HttpError.of(400, AUTH_ERROR_CODES.alreadyRegistered, `This ${what} already belongs to a player`);

/**
 * What every registration type checks first: spec 01 §5 (registration only when allowed and not
 * on a VIP domain; we also refuse a type the settings do not offer), the device fingerprint, the
 * captcha fault, and a currency and country the site offers.
 */
async function checkCommon(
  deps: Pick<ServerDeps, 'db' | 'faults' | 'secret' | 'clock' | 'captchas' | 'attemptLimits'>,
  request: FastifyRequest,
  reply: FastifyReply,
  type: RegistrationType,
  body: CommonFields,
  /** The phone or e-mail the player registers, counted per account (README "Rate limits"). */
  account?: string,
): Promise<void> {
  const { captchaRequired } = await deps.attemptLimits.count(request, reply, 'registration', account);
  const settings = await readAuthSettings(deps.db);
  if (!settings.isRegistrationAllowed || settings.isVipDomain || !settings.registrationTypes.includes(type)) {
    throw HttpError.of(403, AUTH_ERROR_CODES.registrationClosed, 'Registration is closed on this site');
  }
  requireFingerprint(deps, body.componentData);
  passCaptcha(deps, request, captchaRequired);
  if (!settings.currencyIds.includes(body.currencyId)) {
    throw HttpError.of(400, 'invalid_body', `body.currencyId: currency ${body.currencyId} is not offered`);
  }
  const [country] = await deps.db.select().from(countries).where(eq(countries.id, body.countryId));
  if (!country) throw HttpError.of(400, 'invalid_body', `body.countryId: no country ${body.countryId}`);
}

function commonColumns(body: CommonFields): Pick<NewPlayer, 'currencyId' | 'countryId' | 'promoCode' | 'bonusChoice'> {
  return {
    currencyId: body.currencyId,
    countryId: body.countryId,
    promoCode: body.promoCode?.trim() || null,
    bonusChoice: body.bonusChoice,
  };
}

/** Whole years between a yyyy-mm-dd birthday and today (UTC). */
export function ageOn(birthday: string, nowMs: number): number {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  const today = new Date(nowMs);
  const hadBirthday =
    today.getUTCMonth() + 1 > month || (today.getUTCMonth() + 1 === month && today.getUTCDate() >= day);
  return today.getUTCFullYear() - year - (hadBirthday ? 0 : 1);
}

async function finish(
  deps: Pick<ServerDeps, 'db' | 'secret' | 'clock'>,
  reply: FastifyReply,
  player: Player,
  credentials?: { login: string; password: string },
): Promise<RegistrationAnswer> {
  // Registration is a fresh sign-in in this browser; "keep me signed in" is asked at sign-in.
  const signedIn = await signIn(deps, reply, player.id, false);
  return { ...signedIn, activationType: player.activationType, ...(credentials ? { credentials } : {}) };
}

export function registerRegistrationRoutes(
  app: FastifyInstance,
  deps: Pick<ServerDeps, 'db' | 'faults' | 'secret' | 'clock' | 'captchas' | 'attemptLimits' | 'outbox'>,
): void {
  const now = () => new Date(deps.clock.now());

  registerCall(app, registerFast, async ({ body, request, reply }) => {
    await checkCommon(deps, request, reply, 'fast_reg', body);
    // One click: the login is the player id, the password is made up and shown once.
    const password = generatePassword();
    const player = await createPlayer(deps.db, {
      ...commonColumns(body),
      registrationType: 'fast_reg',
      activationType: ACTIVATION_TYPES.none,
      passwordHash: await hashPassword(password),
      termsConfirmedAt: now(),
    });
    if (!player) throw new Error('A one-click registration collided with another player');
    await linkFriendOnRegistration(deps, request, player.id);
    return finish(deps, reply, player, { login: String(player.id), password });
  });

  registerCall(app, registerByPhone, async ({ body, request, reply }) => {
    await checkCommon(deps, request, reply, 'phone_reg', body, `phone:${body.country_code}${body.phone_number}`);
    if (await findPlayerByPhone(deps.db, body.country_code, body.phone_number)) throw alreadyRegistered('phone');
    const player = await createPlayer(deps.db, {
      ...commonColumns(body),
      phoneCode: body.country_code,
      phoneNumber: body.phone_number,
      registrationType: 'phone_reg',
      activationType: ACTIVATION_TYPES.phone,
      passwordHash: await hashPassword(body.uPassword),
      termsConfirmedAt: now(),
    });
    if (!player) throw alreadyRegistered('phone');
    await linkFriendOnRegistration(deps, request, player.id);
    return finish(deps, reply, player);
  });

  registerCall(app, registerFull, async ({ body, request, reply }) => {
    await checkCommon(deps, request, reply, 'full_reg', body, `email:${body.email.trim().toLowerCase()}`);
    const [site] = await deps.db.select({ minAge: siteConfig.minAge }).from(siteConfig).limit(1);
    const minAge = site?.minAge ?? 18;
    if (ageOn(body.birthday, deps.clock.now()) < minAge) {
      throw HttpError.of(400, 'invalid_body', `body.birthday: players must be at least ${minAge} years old`);
    }
    const email = body.email.trim().toLowerCase();
    if (await findPlayerByLogin(deps.db, email)) throw alreadyRegistered('e-mail');
    const player = await createPlayer(deps.db, {
      ...commonColumns(body),
      email,
      name: body.name.trim(),
      surname: body.surname.trim(),
      birthday: body.birthday,
      registrationType: 'full_reg',
      activationType: ACTIVATION_TYPES.email,
      passwordHash: await hashPassword(body.uPassword),
      termsConfirmedAt: now(),
    });
    if (!player) throw alreadyRegistered('e-mail');
    await linkFriendOnRegistration(deps, request, player.id);
    // Issue 12: the confirmation e-mail, its link to user/activate/email (account-flows/account-mails.ts).
    await sendEmailConfirmationLink(deps, request, player, 'activate');
    return finish(deps, reply, player);
  });

  registerCall(app, registerBySocial, async ({ body, request, reply }) => {
    await checkCommon(deps, request, reply, 'soc_reg', body);
    const identity = readSocialToken(deps, body.socialToken, body.network);
    if (!identity) {
      throw HttpError.of(400, AUTH_ERROR_CODES.socialRejected, 'The social sign-in could not be verified');
    }
    // The same social account again signs into the player it made the first time.
    const existing = await findPlayerBySocial(deps.db, identity.network, identity.externalId);
    if (existing) {
      if (existing.blocked) throw HttpError.of(403, AUTH_ERROR_CODES.accountBlocked, 'The account is blocked');
      return finish(deps, reply, existing);
    }
    const player = await createPlayer(deps.db, {
      ...commonColumns(body),
      name: identity.displayName,
      socialNetwork: identity.network,
      socialExternalId: identity.externalId,
      registrationType: 'soc_reg',
      activationType: ACTIVATION_TYPES.none,
      // Signs in through the network only; a password nobody knows keeps the column honest.
      passwordHash: await hashPassword(generatePassword(24)),
      termsConfirmedAt: now(),
    });
    const created = player ?? (await findPlayerBySocial(deps.db, identity.network, identity.externalId));
    if (!created) throw new Error('The social player was neither created nor found');
    if (player) await linkFriendOnRegistration(deps, request, player.id);
    return finish(deps, reply, created);
  });
}
