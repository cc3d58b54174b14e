import { z } from 'zod/mini';
import { defineCall } from './call';

/**
 * Spec 02 §7 "Add currency and remove currency (office API): take a currency id, answer
 * data.message"; spec 02 §8 "Add or remove currency failure: success false plus server message if
 * any". A refusal (a currency held already, unknown, the main account, money left on it) is an
 * answer, not an HTTP error: success false and the server's message for the player.
 */
export const accountChangeAnswerSchema = z.object({
  success: z.boolean(),
  data: z.object({ message: z.optional(z.string()) }),
});
export type AccountChangeAnswer = z.output<typeof accountChangeAnswerSchema>;

const currencyIdBody = z.object({ currencyId: z.int().check(z.positive()) });

/** Opens an additional-currency account (type 9, spec 01 §3). Paths not shown (ours). */
export const addCurrency = defineCall({
  name: 'addCurrency',
  method: 'POST',
  path: '/web-api/user/accounts/currency',
  query: z.object({}),
  body: currencyIdBody,
  response: accountChangeAnswerSchema,
  auth: true,
});

/** Closes the additional-currency account of that currency. Paths not shown (ours). */
export const removeCurrency = defineCall({
  name: 'removeCurrency',
  method: 'POST',
  path: '/web-api/user/accounts/currency/remove',
  query: z.object({}),
  body: currencyIdBody,
  response: accountChangeAnswerSchema,
  auth: true,
});

/**
 * Spec 02 §7 "set active account (param id)"; spec 02 §8 "Active account change failure: success
 * false". Only one of the player's own accounts can be made active.
 */
export const setActiveAccount = defineCall({
  name: 'setActiveAccount',
  method: 'POST',
  path: '/web-api/user/accounts/active',
  query: z.object({}),
  body: z.object({ id: z.int().check(z.positive()) }),
  response: z.object({ success: z.boolean() }),
  auth: true,
});

/** A currency the player may open an account in (spec 01 §3 selectedAddCurrency picks one). */
export const addableCurrencySchema = z.object({
  id: z.int().check(z.positive()),
  iso: z.string().check(z.length(3)),
  symbol: z.string(),
});
export type AddableCurrency = z.output<typeof addableCurrencySchema>;

/**
 * The currencies the player may add: the site's currencies the player holds no account in. The
 * spec names the choice (selectedAddCurrency) but not where its list comes from (ours).
 */
export const getAddableCurrencies = defineCall({
  name: 'getAddableCurrencies',
  method: 'GET',
  path: '/web-api/user/accounts/currencies',
  query: z.object({}),
  body: z.undefined(),
  response: z.object({ currencies: z.array(addableCurrencySchema) }),
  auth: true,
});
