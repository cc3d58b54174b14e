import { getMaintenance, MAINTENANCE_COOKIE, MAINTENANCE_COOKIE_ON } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import { clearCookie, setCookie } from '../http/cookies';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';

/**
 * GET /web-api/maintenance (our path; spec 01 §3 Maintenance entity), answered in the first
 * form with moments in Unix seconds. While maintenance is on (the switch, or now inside the
 * window) the maintenance cookie is 1 (spec 01 §4); otherwise it is removed, so a client that
 * reads the cookie sees the end on the same answer.
 */
export function registerMaintenanceRoutes(
  app: FastifyInstance,
  { faults, clock }: Pick<ServerDeps, 'faults' | 'clock'>,
): void {
  registerCall(app, getMaintenance, ({ reply }) => {
    const f = faults.get();
    const now = clock.now() / 1000;
    const inWindow =
      f.maintenanceStartAt !== null &&
      f.maintenanceFinishAt !== null &&
      now >= f.maintenanceStartAt &&
      now < f.maintenanceFinishAt;
    if (f.maintenanceActive || inWindow) setCookie(reply, MAINTENANCE_COOKIE, MAINTENANCE_COOKIE_ON);
    else clearCookie(reply, MAINTENANCE_COOKIE);
    reply.header('cache-control', 'no-store');
    return {
      started_at: f.maintenanceStartAt,
      ended_at: f.maintenanceFinishAt,
      notify_started_at: f.maintenanceNotifyStartAt,
      notify_ended_at: f.maintenanceNotifyEndAt,
      isActive: f.maintenanceActive ? 1 : 0,
      web_state: 0,
    };
  });
}
