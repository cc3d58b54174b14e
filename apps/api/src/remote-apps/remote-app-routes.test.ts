import { remoteAppResponseSchema } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { INFORMATION_PAGES } from './information-pages';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();
const MF = { 'mf-render-mode': 'json', 'mf-api-version': 'v2' };
const get = (url: string, headers: Record<string, string> = MF) =>
  server.app.inject({ url: `/bff-api/mf${url}`, headers });

describe('spec 02 §7 Remote sub-applications in the sandbox', () => {
  it('answers in the spec shape (02 §3) only with mf-render-mode=json and mf-api-version=v2, else 400', async () => {
    const ok = await get('/information/en/contacts');
    expect(ok.statusCode).toBe(200);
    const body = remoteAppResponseSchema.parse(ok.json());
    expect(body).toMatchObject({ appName: 'information', title: 'Contacts', codeToEval: null });
    expect(body.body).toContain('<h1>Contacts</h1>');

    expect((await get('/information/en/contacts', {})).statusCode).toBe(400);
    expect(
      (await get('/information/en/contacts', { 'mf-render-mode': 'json', 'mf-api-version': 'v1' })).statusCode,
    ).toBe(400);
  });

  it('serves at least ten information pages (spec 01 §2 Information) with text in ru and en', async () => {
    const routes = Object.keys(INFORMATION_PAGES);
    expect(routes.length).toBeGreaterThanOrEqual(10);
    for (const route of routes) {
      const en = remoteAppResponseSchema.parse((await get(`/information/en/${route}`)).json());
      const ru = remoteAppResponseSchema.parse((await get(`/information/ru/${route}`)).json());
      expect(en.title, route).not.toBe(ru.title);
      expect(ru.body, route).toMatch(/[а-я]/);
      expect(en.body, route).toContain('<p>');
    }
  });

  it('rules/{ruleGroup}/{chapter?}: the group defaults to 1; a chapter narrows the page; unknown ones are 404', async () => {
    const rules = remoteAppResponseSchema.parse((await get('/information/en/rules')).json());
    expect(rules.title).toBe('General betting rules');
    expect(rules.body).toContain('Settlement');
    const chapter = remoteAppResponseSchema.parse((await get('/information/en/rules/2/1')).json());
    expect(chapter.title).toBe('Football rules');
    expect(chapter.body).toContain('<h2>Regular time</h2>');
    expect(chapter.body).not.toContain('<h2>Interrupted matches</h2>');
    expect((await get('/information/en/rules/9')).statusCode).toBe(404);
    expect((await get('/information/en/rules/1/7')).statusCode).toBe(404);
    expect((await get('/information/en/nowhere')).statusCode).toBe(404);
  });

  it('serves promotions and news lists and items; POST with components works too', async () => {
    const list = remoteAppResponseSchema.parse((await get('/promotions/ru/promotions')).json());
    expect(list.title).toBe('Акции');
    expect(list.body).toContain('href="/ru/promotions/welcome-bonus"');
    expect(remoteAppResponseSchema.parse((await get('/promotions/en/promotions/cashback')).json()).title).toBe(
      'Weekly casino cashback',
    );
    expect((await get('/promotions/en/promotions/none')).statusCode).toBe(404);
    const item = remoteAppResponseSchema.parse((await get('/news/en/news/faster-withdrawals')).json());
    expect(item.title).toBe('Withdrawals to cards in 15 minutes');

    const posted = await server.app.inject({
      method: 'POST',
      url: '/bff-api/mf/news/en/news',
      headers: MF,
      payload: { components: [{ name: 'list' }] },
    });
    expect(remoteAppResponseSchema.parse(posted.json()).title).toBe('News');
    const bad = await server.app.inject({
      method: 'POST',
      url: '/bff-api/mf/news/en/news',
      headers: MF,
      payload: { x: 1 },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('serves the footer with links to the information pages and the technical error page for any path', async () => {
    const footer = remoteAppResponseSchema.parse((await get('/footer/en/whatever')).json());
    expect(footer.body).toContain('href="/en/contacts"');
    expect(footer.body).toContain('href="/en/rules"');
    const technical = remoteAppResponseSchema.parse((await get('/technical/ru/no/such/page')).json());
    expect(technical.body).toContain('<h1>Страница не найдена</h1>');
    expect((await get('/unknown-app/en/x')).statusCode).toBe(404);
  });

  it('the fault remoteAppFailures fails the next N answers, remoteAppsDown fails an app until cleared', async () => {
    await server.app.inject({ method: 'PUT', url: '/sandbox-api/control/faults', payload: { remoteAppFailures: 2 } });
    expect((await get('/information/en/about')).statusCode).toBe(500);
    expect((await get('/footer/en')).statusCode).toBe(500);
    expect((await get('/information/en/about')).statusCode).toBe(200);

    await server.app.inject({
      method: 'PUT',
      url: '/sandbox-api/control/faults',
      payload: { remoteAppsDown: ['footer'] },
    });
    expect((await get('/footer/en')).statusCode).toBe(500);
    expect((await get('/information/en/about')).statusCode).toBe(200);
    await server.app.inject({ method: 'POST', url: '/sandbox-api/control/reset' });
    expect((await get('/footer/en')).statusCode).toBe(200);
  });
});
