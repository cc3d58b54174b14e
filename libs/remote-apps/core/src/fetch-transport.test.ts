import { describe, expect, it } from 'vitest';
import { createFetchTransport, unavailableTransport } from './fetch-transport';

describe('createFetchTransport', () => {
  it('sends the method, headers and JSON body, and resolves with the JSON answer', async () => {
    const seen: unknown[] = [];
    const transport = createFetchTransport(async (url, init) => {
      seen.push({ url, ...init });
      return { ok: true, status: 200, json: async () => ({ appName: 'news' }) };
    });
    const answer = await transport({
      url: '/mf/news/en/news',
      method: 'POST',
      headers: { 'mf-api-version': 'v2' },
      body: { components: [] },
    });
    expect(answer).toEqual({ appName: 'news' });
    expect(seen).toEqual([
      {
        url: '/mf/news/en/news',
        method: 'POST',
        headers: { accept: 'application/json', 'mf-api-version': 'v2' },
        body: '{"components":[]}',
        credentials: 'same-origin',
      },
    ]);
  });

  it('rejects on a status outside 2xx', async () => {
    const transport = createFetchTransport(async () => ({ ok: false, status: 500, json: async () => ({}) }));
    await expect(transport({ url: '/x', method: 'GET', headers: {} })).rejects.toThrow('status 500');
  });

  it('unavailableTransport always fails', async () => {
    await expect(unavailableTransport({ url: '/x', method: 'GET', headers: {} })).rejects.toThrow('No sub-app server');
  });
});
