import { z } from 'zod/mini';

/**
 * Spec 02 §7 "Remote sub-applications": the client asks for a sub-app by GET of the remote url
 * plus the current path, with these two headers; the optional force-spa header asks for the
 * single-page form. The values are the spec's.
 */
export const MF_RENDER_MODE_HEADER = 'mf-render-mode';
export const MF_RENDER_MODE = 'json';
export const MF_API_VERSION_HEADER = 'mf-api-version';
export const MF_API_VERSION = 'v2';
export const MF_FORCE_SPA_HEADER = 'force-spa';

/**
 * Where the sandbox serves its sub-apps: {base}/{appName}{current path}. The path is ours (the
 * spec names no remote url); it sits under an API prefix so the dev server forwards it and the
 * web app never answers it with a page.
 */
export const REMOTE_APPS_BASE_PATH = '/bff-api/mf';

/** The sub-apps the sandbox serves (spec 02 §7 "Loaded by URL": information, promotions, news, technical pages, footer). */
export const REMOTE_APP_NAMES = ['footer', 'information', 'promotions', 'news', 'technical'] as const;
export type RemoteAppName = (typeof REMOTE_APP_NAMES)[number];

/** Spec 02 §3 "Remote sub-application response": appName, title, body, style, cssToLoad, scriptsToLoad, codeToEval, head. */
export const remoteAppResponseSchema = z.object({
  appName: z.string().check(z.minLength(1)),
  title: z._default(z.string(), ''),
  /** HTML of the sub-app; the client sanitises it before it reaches the page. */
  body: z._default(z.string(), ''),
  /** CSS text for the sub-app. */
  style: z._default(z.string(), ''),
  /** Stylesheet URLs; the client loads only those from allowed origins. */
  cssToLoad: z._default(z.array(z.string()), []),
  /** Script URLs; the client loads only those from allowed origins. */
  scriptsToLoad: z._default(z.array(z.string()), []),
  /** Shown by the spec; the client never evaluates it (libs/remote-apps/core/README.md). */
  codeToEval: z._default(z.nullable(z.string()), null),
  /** Head markup the sub-app would like; the client does not inject it. */
  head: z._default(z.nullable(z.string()), null),
});
export type RemoteAppResponse = z.output<typeof remoteAppResponseSchema>;

/** Spec 02 §7 "POST with body components when components are passed". */
export const remoteAppRequestBodySchema = z.object({ components: z.array(z.unknown()) });
export type RemoteAppRequestBody = z.infer<typeof remoteAppRequestBodySchema>;
