import { getOfficeSettings, saveDisallowedSports, saveOfficeSetting } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { officeSettingsOf, saveDisallowedSportsOf } from './office-groups';
import { saveOfficeSettingOf } from './office-settings';

/**
 * Spec 02 §7 Office "save one setting (id, value)", path ours (contract saveOfficeSetting):
 * stored per signed-in player; the coupon config reads the odds view back (betting/coupon-config.ts).
 * The sandbox fault `officeSettingSaveFails` answers 500, so the client's failure path can be shown.
 */
export function registerSettingsRoutes(app: FastifyInstance, deps: ServerDeps): void {
  registerCall(
    app,
    saveOfficeSetting,
    async ({ body, request }) => {
      if (deps.faults.get().officeSettingSaveFails) {
        throw HttpError.of(500, 'office_setting_unavailable', 'Saving the setting failed (sandbox fault)');
      }
      const { player } = signedInOf(request);
      return saveOfficeSettingOf(deps.db, player.id, body.id, body.value);
    },
    { preHandler: requireSignIn(deps, { terms: true }), noStore: true },
  );

  // Spec 02 §7 Office "Office settings data" (contract getOfficeSettings): the player's own.
  registerCall(
    app,
    getOfficeSettings,
    async ({ query, request }) => officeSettingsOf(deps.db, signedInOf(request).player.id, query.lang ?? 'en'),
    { preHandler: requireSignIn(deps, { terms: true }), noStore: true },
  );

  // Spec 02 §7 Office "save disallowed sports (line, live)" (contract saveDisallowedSports); the
  // user config reads them back (auth/user-routes.ts). The save fault covers it too.
  registerCall(
    app,
    saveDisallowedSports,
    async ({ body, request }) => {
      if (deps.faults.get().officeSettingSaveFails) {
        throw HttpError.of(500, 'office_setting_unavailable', 'Saving the setting failed (sandbox fault)');
      }
      return saveDisallowedSportsOf(deps.db, signedInOf(request).player.id, body);
    },
    { preHandler: requireSignIn(deps, { terms: true }), noStore: true },
  );
}
