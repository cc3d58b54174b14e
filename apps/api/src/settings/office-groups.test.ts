import { describe, expect, it } from 'vitest';
import { getOfficeSettings, getUserConfig, saveDisallowedSports, saveOfficeSetting } from '@bet/contract';
import { authHeaders, DEMO, signInAs } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

async function signedIn() {
  return authHeaders(await signInAs(server.app, DEMO.email.login, DEMO.email.password));
}

async function settingsOf(headers: Record<string, string>, lang = 'en') {
  const answer = await server.app.inject({ url: `${getOfficeSettings.path}?lang=${lang}`, headers });
  expect(answer.statusCode).toBe(200);
  return getOfficeSettings.response.parse(answer.json());
}

async function save(headers: Record<string, string>, id: string, value: unknown) {
  return server.app.inject({ method: 'POST', url: saveOfficeSetting.path, headers, payload: { id, value } });
}

async function disallow(headers: Record<string, string>, line: number[], live: number[]) {
  return server.app.inject({ method: 'POST', url: saveDisallowedSports.path, headers, payload: { line, live } });
}

describe('office settings data (spec 01 §3 Office settings, spec 02 §7, contract getOfficeSettings)', () => {
  it('needs a signed-in player (spec 02 §6)', async () => {
    expect((await server.app.inject({ url: getOfficeSettings.path })).statusCode).toBe(401);
  });

  it('answers the groups with their initial values, the sports and empty blacklists', async () => {
    const headers = await signedIn();
    await disallow(headers, [], []);
    const settings = await settingsOf(headers);
    expect(settings.notificationSettings?.map((item) => item.id)).toEqual([
      'notifyBetResults',
      'notifyNews',
      'notifyPromotions',
    ]);
    expect(settings.cashbackSetting).toMatchObject({ id: 'cashbackSetting' });
    expect(settings.bonusSetting).toMatchObject({ id: 'bonusSetting' });
    expect(settings.sports?.length).toBeGreaterThan(0);
    expect(settings.lineSports?.length).toBeGreaterThan(0);
    expect(settings.lineDisallowSports).toEqual([]);
    expect(settings.promoSetting?.promoCodeCheckSection?.isAvailable).toBe(true);
    const ru = await settingsOf(headers, 'ru');
    expect(ru.sports?.[0]?.id).toBe(settings.sports?.[0]?.id);
  });
});

describe('save one setting of an office group (spec 02 §7 "save one setting", §8 Office)', () => {
  it('keeps a notification switch and a bonus choice per player', async () => {
    const headers = await signedIn();
    expect((await save(headers, 'notifyNews', true)).json()).toEqual({ status: 1, messages: [] });
    expect((await save(headers, 'cashbackSetting', 2)).json()).toEqual({ status: 1, messages: [] });
    const settings = await settingsOf(headers);
    expect(settings.notificationSettings?.find((item) => item.id === 'notifyNews')?.value).toBe(true);
    expect(settings.cashbackSetting?.value).toBe(2);
    await save(headers, 'notifyNews', false);
    await save(headers, 'cashbackSetting', 1);
    expect((await settingsOf(headers)).cashbackSetting?.value).toBe(1);
  });

  it('refuses a value the setting does not take with status 2 and a message (spec 01 §3 Options 0/1/2)', async () => {
    const headers = await signedIn();
    const badChoice = (await save(headers, 'bonusSetting', 3)).json<{ status: number; messages: string[] }>();
    expect(badChoice.status).toBe(2);
    expect(badChoice.messages[0]).toMatch(/0 \(decline\)/);
    expect((await save(headers, 'notifyNews', 1)).json()).toMatchObject({ status: 2 });
    expect((await save(headers, 'firstDepositBonusSetting', 'casino')).json()).toMatchObject({ status: 2 });
    // The odds settings still take their own values (office-settings.ts).
    expect((await save(headers, 'appViewType', 0)).json()).toEqual({ status: 1, messages: [] });
  });
});

describe('save disallowed sports (spec 02 §7, spec 01 §6 per-user blacklists)', () => {
  it('stores sorted lists the user config answers as disallow_line_sport / disallow_live_sport', async () => {
    const headers = await signedIn();
    const sports = (await settingsOf(headers)).sports ?? [];
    const [first = 0, second = 0] = sports.map((sport) => sport.id);
    expect((await disallow(headers, [second, first, second], [first])).json()).toEqual({ status: 1, messages: [] });
    const config = (await server.app.inject({ url: getUserConfig.path, headers })).json<{
      disallow_line_sport: number[];
      disallow_live_sport: number[];
    }>();
    expect(config.disallow_line_sport).toEqual([first, second].sort((a, b) => a - b));
    expect(config.disallow_live_sport).toEqual([first]);
    const settings = await settingsOf(headers);
    expect(settings.lineDisallowSports).toEqual(config.disallow_line_sport);
    expect(settings.liveSports).toContain(first);
    await disallow(headers, [], []);
  });

  it('refuses an unknown sport with status 2 and keeps the stored lists', async () => {
    const headers = await signedIn();
    await disallow(headers, [], []);
    const refused = (await disallow(headers, [987654], [])).json<{ status: number; messages: string[] }>();
    expect(refused).toEqual({ status: 2, messages: ['There is no sport 987654.'] });
    expect((await settingsOf(headers)).lineDisallowSports).toEqual([]);
    expect((await disallow(headers, [-1], [])).statusCode).toBe(400);
  });
});
