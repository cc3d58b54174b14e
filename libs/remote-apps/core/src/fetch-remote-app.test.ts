import { describe, expect, it } from 'vitest';
import { fetchRemoteApp, RemoteAppInvalidAnswer, remoteAppRequest } from './fetch-remote-app';

describe('spec 02 §7 Remote sub-applications: the request', () => {
  it('GETs base + app name + current path with mf-render-mode=json and mf-api-version=v2', () => {
    expect(remoteAppRequest('/bff-api/mf/', { appName: 'information', path: '/en/contacts' })).toEqual({
      url: '/bff-api/mf/information/en/contacts',
      method: 'GET',
      headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
    });
  });

  it('POSTs { components } when components are passed, and sends force-spa when asked', () => {
    const request = remoteAppRequest('/bff-api/mf', {
      appName: 'promotions',
      path: '/en/promotions',
      components: [{ name: 'list' }],
      forceSpa: true,
    });
    expect(request.method).toBe('POST');
    expect(request.body).toEqual({ components: [{ name: 'list' }] });
    expect(request.headers['force-spa']).toBe('true');
  });
});

describe('spec 02 §3 Remote sub-application response: validation', () => {
  it('keeps the spec fields it renders and drops codeToEval and head', async () => {
    const content = await fetchRemoteApp(
      async () => ({
        appName: 'footer',
        title: 'Footer',
        body: '<p>x</p>',
        style: '',
        cssToLoad: [],
        scriptsToLoad: [],
        codeToEval: 'alert(1)',
        head: '<meta name="x">',
      }),
      { url: '/x', method: 'GET', headers: {} },
    );
    expect(content).toEqual({
      appName: 'footer',
      title: 'Footer',
      body: '<p>x</p>',
      style: '',
      cssToLoad: [],
      scriptsToLoad: [],
    });
  });

  it('rejects an answer without appName or with the wrong types', async () => {
    await expect(
      fetchRemoteApp(async () => ({ body: 5 }), { url: '/x', method: 'GET', headers: {} }),
    ).rejects.toBeInstanceOf(RemoteAppInvalidAnswer);
  });
});
