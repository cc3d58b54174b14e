/*
 * Zod compiles its object parsers with `new Function` unless told not to, and probes for it when a
 * schema is built, as the app's modules load. The page's CSP allows no eval (apps/api README
 * "Security headers and CSP"), and a refused probe is still a reported violation. So the page runs
 * this first, as a classic script before the deferred module scripts: zod reads its global config
 * from `globalThis.__zod_globalConfig` when it loads. Not bundled: within the bundle the library
 * chunks run before any code of the entry.
 */
globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, { jitless: true });
