import { describe, expect, it } from 'vitest';
import type { PersonalData, PersonalDataAnswer, SandboxMessage, UserConfig } from '@bet/contract';
import { authHeaders, encode, fingerprintToken, signInAs, type SignedInBrowser } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();
let serial = 0;

/** A new e-mail player (full_reg: name, surname and birth date given at registration). */
async function newPlayer(lang = 'en'): Promise<{ email: string; browser: SignedInBrowser }> {
  serial += 1;
  const email = `personal-${serial}-${server.clock.now()}@orbitbet.example`;
  const password = 'first-pass-1';
  const response = await server.app.inject({
    method: 'POST',
    url: '/web-api/registration/full_reg',
    headers: { cookie: `lng=${lang}` },
    payload: {
      currencyId: 1,
      countryId: 1,
      bonusChoice: 0,
      componentData: await fingerprintToken(server.app),
      email,
      uPassword: encode(password),
      name: 'Anna',
      surname: 'Petrova',
      birthday: '1990-01-01',
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { email, browser: await signInAs(server.app, email, password) };
}

/** A new phone player (phone_reg): no name, no birth date, no e-mail. */
async function newPhonePlayer(): Promise<SignedInBrowser> {
  serial += 1;
  const password = 'first-pass-1';
  const response = await server.app.inject({
    method: 'POST',
    url: '/web-api/registration/phone_reg',
    payload: {
      currencyId: 1,
      countryId: 1,
      bonusChoice: 0,
      componentData: await fingerprintToken(server.app),
      country_code: '+7',
      phone_number: `955${String(server.clock.now() % 10_000).padStart(4, '0')}${String(serial).padStart(3, '0')}`,
      uPassword: encode(password),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  const { userId } = response.json<{ userId: number }>();
  return signInAs(server.app, String(userId), password);
}

const yearsAgo = (years: number): string => {
  const today = new Date(server.clock.now());
  today.setUTCFullYear(today.getUTCFullYear() - years);
  return today.toISOString().slice(0, 10);
};

function filled(overrides: Partial<PersonalData> = {}): PersonalData {
  return {
    name: 'Anna',
    surname: 'Petrova',
    middleName: 'Ivanovna',
    birthDate: yearsAgo(30),
    birthPlace: 'Kazan',
    city: 'Moscow',
    registrationAddress: '12 Tverskaya St, Moscow',
    passportSeries: '4510',
    passportNumber: '123456',
    passportDate: yearsAgo(5),
    passportIssuedBy: 'District office',
    inn: '770123456789',
    ...overrides,
  };
}

const MAILING = { enable_mail_news: false, enable_mail_deposit: true, enable_mail_bets: false, enable_sms_news: true };

const read = async (browser: SignedInBrowser) =>
  (
    await server.app.inject({ url: '/web-api/office/personal-data', headers: authHeaders(browser) })
  ).json<PersonalDataAnswer>();

const save = (browser: SignedInBrowser, data: PersonalData, mailing = MAILING, lang = 'en') =>
  server.app.inject({
    method: 'POST',
    url: '/web-api/office/personal-data',
    headers: { ...authHeaders(browser), cookie: `${browser.jar.header()}; lng=${lang}` },
    payload: { data, mailing },
  });

describe('personal data (issue 12, spec 01 §3 "Personal data")', () => {
  it('asks for a signed-in player', async () => {
    expect((await server.app.inject({ url: '/web-api/office/personal-data' })).statusCode).toBe(401);
  });

  it('reads a new e-mail player: the registration data, every mailing on, the birth date locked', async () => {
    const { email, browser } = await newPlayer();
    const answer = await read(browser);
    expect(answer.data).toMatchObject({
      name: 'Anna',
      surname: 'Petrova',
      birthDate: '1990-01-01',
      passportNumber: '',
    });
    expect(answer.mailing).toEqual({
      enable_mail_news: true,
      enable_mail_deposit: true,
      enable_mail_bets: true,
      enable_sms_news: true,
    });
    expect(answer).toMatchObject({ email, phone: '', pendingEmail: null, locked: ['birthDate'] });
  });

  it('reads a new phone player: nothing given, nothing locked, the phone as a contact field', async () => {
    const browser = await newPhonePlayer();
    const answer = await read(browser);
    expect(answer.data).toMatchObject({ name: '', surname: '', birthDate: '' });
    expect(answer).toMatchObject({ email: '', phone: expect.stringMatching(/^\+7955\d{7}$/), locked: [] });
  });

  it('saves the data and the mailing switches, trimmed; the user config user_data follows (spec 01 §3)', async () => {
    const browser = await newPhonePlayer();
    const data = filled({ city: '  Moscow  ' });
    const response = await save(browser, data);
    expect(response.json()).toEqual({ status: 1, messages: [] });
    const answer = await read(browser);
    expect(answer.data).toEqual({ ...data, city: 'Moscow' });
    expect(answer.mailing).toEqual(MAILING);
    const config = (
      await server.app.inject({ url: '/web-api/user/config', headers: authHeaders(browser) })
    ).json<UserConfig>();
    expect(config.user_data).toEqual({
      date_birthday: data.birthDate,
      document_type_id: 1,
      inn: data.inn,
      name: 'Anna',
      passport: '4510 123456',
      passport_date: data.passportDate,
      passport_end_date: '',
      registration_address: data.registrationAddress,
      surname: 'Petrova',
    });
    expect(config.user_name).toBe('Anna Petrova');
  });

  it('refuses a birth date making the player under 18 with status 2 naming the field; nothing is stored', async () => {
    const browser = await newPhonePlayer();
    const response = await save(browser, filled({ birthDate: yearsAgo(17), city: 'Kazan' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 2,
      messages: ['Birth date: makes the player younger than 18'],
      fields: { birthDate: 'Birth date: makes the player younger than 18' },
    });
    expect((await read(browser)).data.city).toBe('');
  });

  it.each([
    ['birthDate', '2000-02-30', 'Birth date: is not a date (YYYY-MM-DD)'],
    ['passportDate', '31.12.2010', 'Passport issue date: is not a date (YYYY-MM-DD)'],
    ['name', '', 'Name: is required'],
    ['surname', 'x'.repeat(51), 'Surname: is longer than 50 characters'],
    ['inn', '12345', 'INN: has characters it may not hold'],
    ['passportDate', '2999-01-01', 'Passport issue date: is in the future'],
  ] as const)('refuses %s = %j: "%s"', async (field, value, message) => {
    const browser = await newPhonePlayer();
    const answer = (await save(browser, filled({ [field]: value }))).json<{ status: number; fields: object }>();
    expect(answer).toMatchObject({ status: 2, fields: { [field]: message } });
  });

  it('names the field in Russian for a ru player', async () => {
    const browser = await newPhonePlayer();
    const answer = (await save(browser, filled({ birthDate: yearsAgo(10) }), MAILING, 'ru')).json<{
      messages: string[];
    }>();
    expect(answer.messages).toEqual(['Дата рождения: означает, что игроку меньше 18 лет']);
  });

  it('locks the birth date once given, and the identity once the profile is complete (README "Locked fields")', async () => {
    const { browser } = await newPlayer();
    const complete = filled({ birthDate: '1990-01-01' });
    const changedBirth = await save(browser, { ...complete, passportNumber: '', birthDate: yearsAgo(40) });
    expect(changedBirth.json()).toMatchObject({
      status: 2,
      fields: { birthDate: 'Birth date: may not be changed any more' },
    });
    // Still incomplete (no passport number, no phone): the name may change.
    expect((await save(browser, { ...complete, name: 'Anya' })).json()).toMatchObject({ status: 1 });
    expect((await read(browser)).locked).toEqual(['birthDate']);
    const phoneOnly = await newPhonePlayer();
    expect((await save(phoneOnly, filled())).json()).toMatchObject({ status: 1 });
    // The phone player has no e-mail: still incomplete.
    expect((await read(phoneOnly)).locked).toEqual(['birthDate']);
  });
});

describe('the e-mail change (issue 12): the new address gets a link; the e-mail changes when it is opened', () => {
  const change = (browser: SignedInBrowser, email: string) =>
    server.app.inject({
      method: 'POST',
      url: '/web-api/office/personal-data/email',
      headers: { ...authHeaders(browser), cookie: `${browser.jar.header()}; lng=en` },
      payload: { email },
    });

  async function lastMessage(to: string): Promise<SandboxMessage | undefined> {
    const { messages } = (
      await server.app.inject({ url: `/sandbox-api/control/messages?to=${encodeURIComponent(to)}` })
    ).json<{ messages: SandboxMessage[] }>();
    return messages[0];
  }

  it('mails the link to the new address and keeps the old e-mail until the link is opened', async () => {
    const { email, browser } = await newPlayer();
    const next = `new-${serial}-${server.clock.now()}@orbitbet.example`;
    const answer = await change(browser, `  ${next.toUpperCase()} `);
    expect(answer.json()).toMatchObject({ status: 1 });
    expect(await read(browser)).toMatchObject({ email, pendingEmail: next });
    const mail = await lastMessage(next);
    expect(mail).toMatchObject({ kind: 'email', purpose: 'email_confirmation' });
    const link = mail?.secret ?? '';
    expect(link).toMatch(/^\/en\/user\/accountverify\?token=/);
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/web-api/user/email/confirm',
      payload: { token },
    });
    expect(confirmed.json()).toEqual({ outcome: 'confirmed' });
    expect(await read(browser)).toMatchObject({ email: next, pendingEmail: null });
    const security = await server.app.inject({ url: '/web-api/user/security', headers: authHeaders(browser) });
    expect(security.json()).toMatchObject({ emailConfirmed: true });
  });

  it('refuses a bad address, the same address and one another account uses (status 2)', async () => {
    const { email, browser } = await newPlayer();
    const other = await newPlayer();
    expect((await change(browser, 'not-an-address')).json()).toEqual({
      status: 2,
      messages: ['E-mail: this is not an e-mail address'],
    });
    expect((await change(browser, email)).json()).toMatchObject({ status: 2 });
    expect((await change(browser, other.email)).json()).toEqual({
      status: 2,
      messages: ['E-mail: another account uses this address'],
    });
    expect((await read(browser)).pendingEmail).toBeNull();
  });

  it('an older link for an address the player replaced does not change the e-mail', async () => {
    const { email, browser } = await newPlayer();
    const first = `first-${serial}-${server.clock.now()}@orbitbet.example`;
    const second = `second-${serial}-${server.clock.now()}@orbitbet.example`;
    await change(browser, first);
    const firstLink = (await lastMessage(first))?.secret ?? '';
    await change(browser, second);
    const token = new URL(firstLink, 'http://x').searchParams.get('token') ?? '';
    const opened = await server.app.inject({ method: 'POST', url: '/web-api/user/email/confirm', payload: { token } });
    expect(opened.json()).toEqual({ outcome: 'expired' });
    expect(await read(browser)).toMatchObject({ email, pendingEmail: second });
  });

  it('a complete profile (spec 01 §5, e-mail confirmed) locks the identity fields; the others still change', async () => {
    const browser = await newPhonePlayer();
    expect((await save(browser, filled())).json()).toMatchObject({ status: 1 });
    const next = `complete-${serial}-${server.clock.now()}@orbitbet.example`;
    await change(browser, next);
    const link = (await lastMessage(next))?.secret ?? '';
    const token = new URL(link, 'http://x').searchParams.get('token') ?? '';
    await server.app.inject({ method: 'POST', url: '/web-api/user/email/confirm', payload: { token } });
    expect((await read(browser)).locked).toEqual(['name', 'surname', 'birthDate', 'passportSeries', 'passportNumber']);
    const renamed = await save(browser, filled({ name: 'Maria', city: 'Sochi' }));
    expect(renamed.json()).toMatchObject({ status: 2, fields: { name: 'Name: may not be changed any more' } });
    expect((await save(browser, filled({ city: 'Sochi' }))).json()).toMatchObject({ status: 1 });
  });
});
