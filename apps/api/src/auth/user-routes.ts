import { getUserConfig } from '@bet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { requireSignIn, signedInOf } from './auth-guard';
import { countries } from '../db/schema';
import { registerCall } from '../http/register-call';
import { hasDeposit } from '../payments/payment-records';
import { unreadMessages } from '../support/support-store';
import { verificationFieldsOf } from '../verification/verification-store';
import { disallowedSportsOf } from '../settings/office-groups';
import { userDataOf } from '../personal-data/personal-data-store';
import { readProtection } from '../security-methods/protection-facts';

export function registerUserRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const preHandler = requireSignIn(deps, { terms: true });

  // Spec 01 §3 "User config", from the player row.
  registerCall(
    app,
    getUserConfig,
    async ({ request, reply }) => {
      const { player } = signedInOf(request);
      const protection = await readProtection(deps.db, player);
      const [country] = await deps.db.select().from(countries).where(eq(countries.id, player.countryId));
      reply.header('cache-control', 'no-store');
      return {
        user_id: player.id,
        user_name: [player.name, player.surname].filter(Boolean).join(' '),
        user_email: player.email ?? '',
        phone_number: player.phoneNumber ?? '',
        phone_code: player.phoneCode ?? '',
        user_country_code: country?.code ?? '',
        user_country_id: player.countryId,
        activation_type: player.activationType,
        // Spec 01 §3 gives true as the client's default when the setting is unknown; the
        // sandbox's players have not chosen to hide their balance, so the header shows it.
        user_hide_balance: false,
        ban_level: player.banLevel,
        ban_version: player.banVersion,
        // Spec 01 §3, §6: the player's blacklists, sorted (issue 12, settings/office-groups.ts).
        ...(await disallowedSportsOf(deps.db, player.id).then(({ line, live }) => ({
          disallow_line_sport: line,
          disallow_live_sport: live,
        }))),
        // Spec 01 §3: true once a deposit has succeeded (the first-deposit bonus is then gone).
        has_deposit: await hasDeposit(deps.db, player.id),
        // Spec 01 §3 (issue 12): the security page's methods and their level.
        protection_methods: protection.methods,
        protection_level: protection.protectionLevel,
        is_active_secure_question: protection.methods.enable_security_question,
        user_ref_id: 1,
        // Spec 01 §3: the unread messages of the player's inbox (issue 12).
        user_msg_count: await unreadMessages(deps.db, player.id),
        // Spec 01 §3 the verification fields (issue 12, apps/api/src/verification).
        ...(await verificationFieldsOf(deps.db, player.id)),
        // Spec 01 §3 user_data: the personal data page's saved data (issue 12).
        user_data: await userDataOf(deps.db, player),
      };
    },
    { preHandler },
  );
}
