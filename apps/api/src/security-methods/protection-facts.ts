import { protectionLevelOf, type ProtectionMethods, type SecurityQuestionId } from '@bet/contract';
import type { Clock } from '@bet/platform';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { playerSecurityMethods } from '../db/schema';
import type { Player } from '../auth/players';
import { isEmailConfirmed, readMailState } from '../account-flows/mail-states';

export type SecurityMethodsRow = typeof playerSecurityMethods.$inferSelect;

export async function readSecurityMethods(db: Db, playerId: number): Promise<SecurityMethodsRow | undefined> {
  const [row] = await db.select().from(playerSecurityMethods).where(eq(playerSecurityMethods.playerId, playerId));
  return row;
}

/** Writes some of a player's methods (the row is made on first use). */
export async function storeSecurityMethods(
  db: Db,
  playerId: number,
  change: Partial<Omit<SecurityMethodsRow, 'playerId'>>,
): Promise<void> {
  await db
    .insert(playerSecurityMethods)
    .values({ playerId, ...change })
    .onConflictDoUpdate({ target: playerSecurityMethods.playerId, set: change });
}

export async function storePasswordChanged(db: Db, clock: Clock, playerId: number): Promise<void> {
  await storeSecurityMethods(db, playerId, { passwordChangedAt: new Date(clock.now()) });
}

export interface ProtectionState {
  emailConfirmed: boolean;
  phoneBound: boolean;
  twoStepEnabled: boolean;
  securityQuestion: SecurityQuestionId | null;
  emailAuthEnabled: boolean;
  passwordChanged: boolean;
  protectionLevel: number;
  /** Spec 01 §3 protection_methods, as the user config gives them. */
  methods: ProtectionMethods;
}

/**
 * A player's protection: the facts, the methods of spec 01 §3 and the level (weights of the
 * contract's PROTECTION_WEIGHTS, so the security page and the user config agree).
 */
export async function readProtection(db: Db, player: Player): Promise<ProtectionState> {
  const [mail, row] = await Promise.all([readMailState(db, player.id), readSecurityMethods(db, player.id)]);
  const emailConfirmed = isEmailConfirmed(player, mail);
  const phoneBound = player.phoneNumber !== null;
  const securityQuestion = (row?.securityQuestion ?? null) as SecurityQuestionId | null;
  // E-mail authentication lapses with the confirmation (a changed, unconfirmed e-mail).
  const emailAuthEnabled = (row?.emailAuthEnabled ?? false) && emailConfirmed;
  const passwordChanged = row?.passwordChangedAt != null;
  const facts = {
    emailConfirmed,
    phoneBound,
    twoStepEnabled: player.twoStepEnabled,
    securityQuestionSet: securityQuestion !== null,
    emailAuthEnabled,
  };
  return {
    emailConfirmed,
    phoneBound,
    twoStepEnabled: player.twoStepEnabled,
    securityQuestion,
    emailAuthEnabled,
    passwordChanged,
    protectionLevel: protectionLevelOf(facts),
    methods: {
      is_changed_password: passwordChanged,
      enable_two_factor_auth: player.twoStepEnabled,
      enable_phone_binding: phoneBound,
      enable_security_question: securityQuestion !== null,
      enable_email_auth: emailAuthEnabled,
    },
  };
}
