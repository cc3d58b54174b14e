import { z } from 'zod/mini';
import { defineCall } from './call';
import { officeAnswerSchema } from './office-answer';

/**
 * Spec 02 §7 Office "save one setting (id, value)", path not shown: ours is
 * `POST /web-api/office/settings/save`. The id is the setting's name as spec 01 §3 writes it
 * (`coefViewId`, `appViewType`, ...); the value is a number, a string or a flag, checked per id by
 * the server, which stores it for the signed-in player (auth).
 */
export const saveOfficeSettingBodySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
  value: z.union([z.number(), z.string().check(z.maxLength(256)), z.boolean()]),
});
export type SaveOfficeSettingBody = z.infer<typeof saveOfficeSettingBodySchema>;

export const saveOfficeSetting = defineCall({
  name: 'saveOfficeSetting',
  method: 'POST',
  path: '/web-api/office/settings/save',
  query: z.object({}),
  body: saveOfficeSettingBodySchema,
  response: officeAnswerSchema,
  auth: true,
});
