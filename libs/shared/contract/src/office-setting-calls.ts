import { z } from 'zod';
import { defineCall } from './call';

/**
 * Spec 02 §7 Office "save one setting (id, value)", path not shown: ours is
 * `POST /web-api/office/settings/save`. The id is the setting's name as spec 01 §3 writes it
 * (`coefViewId`, `appViewType`, ...); the value is a number, a string or a flag, checked per id by
 * the server, which stores it for the signed-in player (auth).
 */
export const saveOfficeSettingBodySchema = z.object({
  id: z.string().min(1).max(64),
  value: z.union([z.number(), z.string().max(256), z.boolean()]),
});
export type SaveOfficeSettingBody = z.infer<typeof saveOfficeSettingBodySchema>;

/** Spec 02 §8 Office: status 1 saved, status 2 refused; the server's messages go with either. */
export const OFFICE_SETTING_SAVED = 1;
export const OFFICE_SETTING_REFUSED = 2;

export const saveOfficeSettingAnswerSchema = z.object({
  status: z.union([z.literal(OFFICE_SETTING_SAVED), z.literal(OFFICE_SETTING_REFUSED)]),
  /** Shown to the player as they are (spec 02 §8: the server's message first); may be empty. */
  messages: z.array(z.string().min(1)),
});
export type SaveOfficeSettingAnswer = z.infer<typeof saveOfficeSettingAnswerSchema>;

export const saveOfficeSetting = defineCall({
  name: 'saveOfficeSetting',
  method: 'POST',
  path: '/web-api/office/settings/save',
  query: z.object({}),
  body: saveOfficeSettingBodySchema,
  response: saveOfficeSettingAnswerSchema,
  auth: true,
});
