import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * A moment as the maintenance payload may carry it: Unix seconds, Unix milliseconds or an ISO
 * date string; null or absent when there is none. The spec names the fields only.
 */
const momentSchema = z.optional(z.union([z.number(), z.string(), z.null()]));

/** web_state "set" (spec 01 §4): any truthy flag or number; 0, false, null or absent is not set. */
const flagSchema = z.optional(z.union([z.boolean(), z.number(), z.string(), z.null()]));

/** Spec 02 §3 Maintenance, first form: started_at, ended_at, notify_started_at, notify_ended_at, isActive, web_state. */
export const maintenanceSnakeSchema = z.object({
  started_at: momentSchema,
  ended_at: momentSchema,
  notify_started_at: momentSchema,
  notify_ended_at: momentSchema,
  isActive: flagSchema,
  web_state: flagSchema,
});

/** Spec 02 §3 Maintenance, the other form: notifyStartDate, notifyEndDate, startAt, finishAt. */
export const maintenanceCamelSchema = z.object({
  startAt: momentSchema,
  finishAt: momentSchema,
  notifyStartDate: momentSchema,
  notifyEndDate: momentSchema,
  isActive: flagSchema,
  web_state: flagSchema,
});

/** One maintenance state whichever form it came in: flags as booleans, moments in Unix ms. */
export interface Maintenance {
  isActive: boolean;
  webState: boolean;
  startAt: number | null;
  finishAt: number | null;
  notifyStartAt: number | null;
  notifyEndAt: number | null;
}

/** Below this a number is taken as seconds (1e11 s is the year 5138; 1e11 ms is 1973). */
const SECONDS_LIMIT = 1e11;

export function toEpochMs(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isFinite(value) ? (value < SECONDS_LIMIT ? value * 1000 : value) : null;
  const numeric = Number(value);
  if (Number.isFinite(numeric)) return toEpochMs(numeric);
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function isSet(flag: z.infer<typeof flagSchema>): boolean {
  if (typeof flag === 'string') return flag !== '' && flag !== '0' && flag !== 'false';
  return Boolean(flag);
}

/**
 * Either form on the wire (spec 02 §3). Kept untransformed so the sandbox sends the form it
 * chose; clients read it through `normaliseMaintenance`.
 */
export const maintenancePayloadSchema = z.extend(maintenanceSnakeSchema, maintenanceCamelSchema.shape);
export type MaintenancePayload = z.infer<typeof maintenancePayloadSchema>;

/** Either form, normalised. Where a payload has a field in both forms, the first form's wins. */
export function normaliseMaintenance(raw: MaintenancePayload): Maintenance {
  return {
    isActive: isSet(raw.isActive),
    webState: isSet(raw.web_state),
    startAt: toEpochMs(raw.started_at ?? raw.startAt),
    finishAt: toEpochMs(raw.ended_at ?? raw.finishAt),
    notifyStartAt: toEpochMs(raw.notify_started_at ?? raw.notifyStartDate),
    notifyEndAt: toEpochMs(raw.notify_ended_at ?? raw.notifyEndDate),
  };
}

/**
 * The maintenance state (spec 01 §3 Maintenance entity). The spec gives no path: ours is
 * GET /web-api/maintenance, answering the first form with moments in Unix seconds.
 */
export const getMaintenance = defineCall({
  name: 'getMaintenance',
  method: 'GET',
  path: '/web-api/maintenance',
  query: z.object({}),
  body: z.undefined(),
  response: maintenancePayloadSchema,
});

/**
 * Spec 01 §4 "maintenance cookie equals 1". The spec does not name it: ours is `maintenance`,
 * written by the sandbox while maintenance is on and removed when it ends.
 */
export const MAINTENANCE_COOKIE = 'maintenance';
export const MAINTENANCE_COOKIE_ON = '1';
