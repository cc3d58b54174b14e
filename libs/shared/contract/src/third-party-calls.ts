import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * Spec 02 §7 "Config and start-up": `GET {apiPath}/third-party/api/list-available-partitions`
 * answers listAvailablePartitions and success; spec 01 §2 and 02 §6: loaded only when the site
 * config's isThirdPartyAllowed is true. The path here is the site's apiPath (/web-api). A
 * partition is a casino section (CASINO_CATEGORIES) that has games; the sandbox answers an empty
 * list with success false when third-party games are not allowed (apps/api README).
 */
export const getThirdPartyPartitions = defineCall({
  name: 'getThirdPartyPartitions',
  method: 'GET',
  path: '/web-api/third-party/api/list-available-partitions',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ listAvailablePartitions: z.array(z.string()), success: z.boolean() }),
});
