import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSiteConfig, loadSession } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { createApiClient } from './create-api-client';
import { rejection } from './testing';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const routes = new Map<string, Handler>();
let server: Server;
let baseURL: string;

function json(status: number, body: unknown): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const handler = routes.get(`${url.pathname}?${url.searchParams.get('lang') ?? ''}`);
    if (handler) handler(req, res);
    else json(404, { errors: [{ code: 'NOT_FOUND', detail: 'No such call' }] })(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const path = getSiteConfig.path;

describe('createApiClient().call', () => {
  it('resolves with the validated answer and sends the query', async () => {
    routes.set(`${path}?en`, json(200, siteConfigFixture({ lng: 'en' })));
    const config = await createApiClient({ baseURL }).call(getSiteConfig, { query: { lang: 'en' } });
    expect(config.lng).toBe('en');
    expect(config.companyName).toBe('Orbit Bet');
  });

  it('keeps a text answer as text for a call not parsed as JSON (spec 02 §7 /web-api/session)', async () => {
    routes.set(`${loadSession.path}?`, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"looks":"like json"}');
    });
    const answer = await createApiClient({ baseURL }).call(loadSession);
    expect(answer).toBe('{"looks":"like json"}');
  });

  it('turns a malformed answer into a typed error instead of crashing', async () => {
    routes.set(`${path}?xx`, json(200, { ...siteConfigFixture(), companyName: 42 }));
    const error = await rejection(createApiClient({ baseURL }).call(getSiteConfig, { query: { lang: 'xx' } }));
    expect(error.kind).toBe('malformed');
    expect(error.status).toBe(200);
    expect(error.code).toBe('MALFORMED_RESPONSE');
    expect(error.message).toContain('companyName');
  });

  it('joins the detail fields of the errors into the message (spec 02 §5)', async () => {
    routes.set(
      `${path}?de`,
      json(400, { errors: [{ code: 100, detail: 'Captcha required' }, { detail: 'Try again' }] }),
    );
    const error = await rejection(createApiClient({ baseURL }).call(getSiteConfig, { query: { lang: 'de' } }));
    expect(error).toMatchObject({ kind: 'http', status: 400, code: 100, message: 'Captcha required; Try again' });
  });

  it('keeps exception_code of a 451 (spec 02 §4)', async () => {
    routes.set(`${path}?fr`, json(451, { message: 'Confirm the terms', exception_code: 1 }));
    const error = await rejection(createApiClient({ baseURL }).call(getSiteConfig, { query: { lang: 'fr' } }));
    expect(error).toMatchObject({ status: 451, exceptionCode: 1, message: 'Confirm the terms' });
  });

  it('names the status when the error body says nothing', async () => {
    routes.set(`${path}?it`, (_req, res) => {
      res.writeHead(503);
      res.end('<html>down</html>');
    });
    const error = await rejection(createApiClient({ baseURL }).call(getSiteConfig, { query: { lang: 'it' } }));
    expect(error).toMatchObject({ kind: 'http', status: 503, message: 'Request failed with status 503' });
  });

  it("gives a network error with 'Failed to fetch' when nothing answers (spec 02 §7)", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await rejection(createApiClient({ baseURL: `http://127.0.0.1:${port}` }).call(getSiteConfig));
    expect(error).toMatchObject({ kind: 'network', status: 0, message: 'Failed to fetch' });
  });

  it('gives status 499 for a request cancelled in flight (spec 02 §7)', async () => {
    const controller = new AbortController();
    routes.set(`${path}?es`, () => controller.abort());
    const error = await rejection(
      createApiClient({ baseURL }).call(getSiteConfig, { query: { lang: 'es' }, signal: controller.signal }),
    );
    expect(error).toMatchObject({ kind: 'cancelled', status: 499 });
  });
});
