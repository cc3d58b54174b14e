import { describe, expect, it } from 'vitest';
import { PAYMENT_ERROR_CODES, parseAmountText, startDeposit } from './payment-calls';

describe('parseAmountText (the recharge and deduce forms)', () => {
  it.each([
    ['1500', 150_000],
    ['1 500,50', 150_050],
    ['1\u00a0500.5', 150_050],
    ['0.01', 1],
    ['12.', 1_200],
  ])('reads %j as %d minor units', (text, minor) => {
    expect(parseAmountText(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['12a', PAYMENT_ERROR_CODES.amountNotANumber],
    ['', PAYMENT_ERROR_CODES.amountNotANumber],
    ['-5', PAYMENT_ERROR_CODES.amountNotANumber],
    ['1e3', PAYMENT_ERROR_CODES.amountNotANumber],
    ['10.005', PAYMENT_ERROR_CODES.amountTooManyDecimals],
  ])('refuses %j with %s', (text, code) => {
    expect(parseAmountText(text)).toEqual({ ok: false, code });
  });
});

describe('amountInputSchema (startDeposit.body.amount)', () => {
  const body = (amount: unknown) => ({ requestId: 'request-1', accountId: 1, methodId: 'card', amount, lang: 'en' });

  it('takes integer minor units as a number or a digit string', () => {
    expect(startDeposit.body.parse(body(50_000)).amount).toBe(50_000);
    expect(startDeposit.body.parse(body('50000')).amount).toBe(50_000);
  });

  it.each([
    ['12a', PAYMENT_ERROR_CODES.amountNotANumber],
    [12.5, PAYMENT_ERROR_CODES.amountTooManyDecimals],
    ['12.50', PAYMENT_ERROR_CODES.amountTooManyDecimals],
    [-100, PAYMENT_ERROR_CODES.amountNotANumber],
  ])('refuses %j with the refusal key %s', (amount, code) => {
    const result = startDeposit.body.safeParse(body(amount));
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.code).toBe('custom');
    expect(issue && 'params' in issue ? issue.params : undefined).toEqual({ refusal: code });
  });
});
