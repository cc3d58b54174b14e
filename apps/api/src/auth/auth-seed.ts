import type { Db } from '../db/database';
import { fillEmpty, isEmpty } from '../db/fill-empty';
import { accounts, authSettings, players, terms } from '../db/schema';
import { hashPassword } from './password';

/** The site config's `auth` (contract authConfigSchema): every type and form on, for demos. */
export const seedAuthSettings: typeof authSettings.$inferInsert = {
  id: 1,
  isRegistrationAllowed: true,
  isVipDomain: false,
  registrationOpensAs: 'modal',
  registrationTypes: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'],
  loginForms: ['login_password', 'phone_password', 'sms', 'login_password_two_step_code'],
  socialNetworks: ['google', 'vk', 'telegram', 'yandex', 'mailru'],
  autoLogoffMinutes: 30,
  currencyIds: [1, 2, 3, 4, 5],
};

/** The terms last changed well before any demo player confirmed them. */
export const SEED_TERMS_UPDATED_AT = new Date('2026-01-01T00:00:00Z');

export interface DemoPlayer {
  /** In the README; hashed once, when an empty players table is seeded. */
  password: string;
  player: {
    email?: string;
    phoneCode?: string;
    phoneNumber?: string;
    name: string;
    surname: string;
    birthday: string;
    countryId: number;
    currencyId: number;
    registrationType: 'full_reg' | 'phone_reg';
    activationType: 1 | 3;
    twoStepEnabled?: boolean;
    blocked?: boolean;
  };
  /** Main account balance in minor units. */
  money: number;
}

/** Ids follow the order (100000, 100001, ...) in a new database. */
export const seedDemoPlayers: DemoPlayer[] = [
  {
    password: 'demo-pass-1',
    money: 1_500_000,
    player: {
      email: 'demo@orbitbet.example',
      name: 'Ivan',
      surname: 'Demo',
      birthday: '1990-05-17',
      countryId: 1,
      currencyId: 1,
      registrationType: 'full_reg',
      activationType: 1,
    },
  },
  {
    password: 'phone-pass-1',
    money: 250_000,
    player: {
      phoneCode: '+7',
      phoneNumber: '9001234567',
      name: 'Anna',
      surname: 'Phone',
      birthday: '1988-02-03',
      countryId: 1,
      currencyId: 1,
      registrationType: 'phone_reg',
      activationType: 3,
    },
  },
  {
    password: 'two-step-1',
    money: 10_000,
    player: {
      email: 'twostep@orbitbet.example',
      name: 'Oleg',
      surname: 'Twostep',
      birthday: '1985-11-30',
      countryId: 66,
      currencyId: 4,
      registrationType: 'full_reg',
      activationType: 1,
      twoStepEnabled: true,
    },
  },
  {
    password: 'blocked-1',
    money: 0,
    player: {
      email: 'blocked@orbitbet.example',
      name: 'Boris',
      surname: 'Blocked',
      birthday: '1979-07-07',
      countryId: 1,
      currencyId: 1,
      registrationType: 'full_reg',
      activationType: 1,
      blocked: true,
    },
  },
  {
    // Places bets in the end-to-end tests, so the other players' balances stay as seeded.
    password: 'bettor-pass-1',
    money: 5_000_000,
    player: {
      email: 'bettor@orbitbet.example',
      name: 'Pavel',
      surname: 'Bettor',
      birthday: '1992-09-14',
      countryId: 1,
      currencyId: 1,
      registrationType: 'full_reg',
      activationType: 1,
    },
  },
];

/**
 * The demo players' password hashes, made only when the players table is empty (they will be
 * stored) and outside the seed's transaction: scrypt is slow on purpose, and the transaction
 * should not be held open meanwhile.
 */
export async function hashDemoPasswords(db: Pick<Db, 'select'>): Promise<string[] | undefined> {
  if (!(await isEmpty(db, players))) return undefined;
  return Promise.all(seedDemoPlayers.map((demo) => hashPassword(demo.password)));
}

/**
 * Fills the auth settings and the terms when empty, and stores the demo players with their
 * main accounts when `demoHashes` were made and the players table is still empty.
 */
export async function seedAuth(db: Pick<Db, 'select' | 'insert'>, demoHashes: string[] | undefined): Promise<void> {
  await fillEmpty(db, authSettings, [seedAuthSettings]);
  await fillEmpty(db, terms, [{ id: 1, updatedAt: SEED_TERMS_UPDATED_AT }]);
  // Checked again inside the transaction: another server may have stored them meanwhile.
  if (!demoHashes || !(await isEmpty(db, players))) return;
  for (const [index, demo] of seedDemoPlayers.entries()) {
    const [player] = await db
      .insert(players)
      .values({
        ...demo.player,
        passwordHash: demoHashes[index] ?? '',
        termsConfirmedAt: new Date(SEED_TERMS_UPDATED_AT.getTime() + 1000),
      })
      .returning({ id: players.id });
    if (!player) throw new Error('A demo player was not stored');
    await db.insert(accounts).values({
      playerId: player.id,
      currencyId: demo.player.currencyId,
      type: 0,
      money: demo.money,
      isActive: true,
    });
  }
}
