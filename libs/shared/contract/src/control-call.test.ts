import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CONTROL_API_PATH, defineControlCall } from './control-call';

describe('defineControlCall', () => {
  it('puts the path under the control API and takes no query or body unless given', () => {
    const call = defineControlCall({ name: 'expire', method: 'POST', path: 'expire-tokens', response: z.object({}) });
    expect(call.path).toBe(`${CONTROL_API_PATH}/expire-tokens`);
    expect(call.path).toBe('/sandbox-api/control/expire-tokens');
    expect(call.body.safeParse(undefined).success).toBe(true);
    expect(call.body.safeParse({ steps: 1 }).success).toBe(false);
    expect(call.query.parse({ stray: '1' })).toEqual({});
  });

  it('keeps a query and a body that are given', () => {
    const call = defineControlCall({
      name: 'step',
      method: 'POST',
      path: 'step',
      query: z.object({ to: z.string() }),
      body: z.object({ steps: z.number().int() }),
      response: z.object({}),
    });
    expect(call.body.parse({ steps: 3 })).toEqual({ steps: 3 });
    expect(call.query.parse({ to: '+7' })).toEqual({ to: '+7' });
  });
});
