import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import { CSP_REPORT_PATH } from '@bet/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SandboxMode } from '../sandbox/sandbox-mode';
import { CSP_REPORT_GROUP, PERMISSIONS_POLICY, siteCspDirectives, type SiteOrigins } from './site-policy';

export interface SecurityHeadersOptions extends SiteOrigins {
  mode: SandboxMode;
}

/** The nonce of each answer, by its raw response (what helmet's directive functions receive). */
const nonces = new WeakMap<ServerResponse, string>();

/** The nonce of this answer's policy: every script and style tag of a page carries it. */
export function pageNonce(reply: FastifyReply): string {
  const nonce = nonces.get(reply.raw);
  if (!nonce) throw new Error('The security headers are not registered on this server');
  return nonce;
}

function nonceSource(_request: unknown, response: unknown): string {
  const nonce = nonces.get(response as ServerResponse);
  if (!nonce) throw new Error('No nonce for this answer');
  return `'nonce-${nonce}'`;
}

/**
 * The headers a security review expects, on every answer of the site's origin (apps/api README
 * "Security headers and CSP"): a strict nonce-based CSP with a fresh nonce per answer, nosniff,
 * Referrer-Policy, Permissions-Policy, COOP, and HSTS outside demo and test modes. Helmet writes
 * them from our configuration; only the Permissions-Policy (which helmet does not know) and the
 * Reporting-Endpoints of report-to are written here.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): Promise<void> {
  // Before helmet's own hooks (added when it registers, below), which read the nonce.
  app.addHook('onRequest', async (_request, reply) => {
    nonces.set(reply.raw, randomBytes(16).toString('base64'));
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('reporting-endpoints', `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`);
  });

  const directives = siteCspDirectives(options);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...directives,
        'script-src': [nonceSource, ...(directives['script-src'] ?? [])],
        'style-src': [...(directives['style-src'] ?? []), nonceSource],
      },
    },
    // The media provider's frames load without CORP headers; isolation is not needed here.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Demo and test run over plain HTTP on localhost, where a pinned HTTPS would break other
    // local servers on the same host; production is behind TLS.
    strictTransportSecurity: options.mode === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'sameorigin' },
  });
}
