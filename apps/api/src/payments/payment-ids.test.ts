import { PAYMENT_ERROR_CODES } from '@bet/contract';
import { describe, expect, it } from 'vitest';
import { errorCodeOf } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';
import { call, usePayer } from './testing/payment-kit';

const server = useTestServer();
const payer = usePayer(server);

/**
 * Payment ids are digit strings of up to 18 digits in the contract (paymentIdSchema) while the
 * column is an int4: one past 2^31 - 1 made PostgreSQL fail the query and the sandbox answered 500
 * (found by the contract fuzzing, src/fuzz). Such an id names no payment.
 */
describe('payment ids past the id column', () => {
  const HUGE = '4259512166';
  const HUGER = '999999999999999999';

  it('cancelWithdrawal of such an id is payment_not_found (404), not a 500', async () => {
    for (const paymentId of [HUGE, HUGER]) {
      const response = await call(server.app, payer, 'POST', '/web-api/payments/withdrawal/cancel', { paymentId });
      expect(response.statusCode, response.body).toBe(404);
      expect(errorCodeOf(response)).toBe(PAYMENT_ERROR_CODES.paymentNotFound);
    }
  });

  it('getPayment of such an id is payment_not_found (404)', async () => {
    const response = await call(server.app, payer, 'GET', `/web-api/payments/payment?paymentId=${HUGER}`);
    expect(response.statusCode, response.body).toBe(404);
    expect(errorCodeOf(response)).toBe(PAYMENT_ERROR_CODES.paymentNotFound);
  });

  it('the history before such an id is the whole history', async () => {
    const response = await call(server.app, payer, 'GET', `/web-api/payments/history?before=${HUGER}`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('a payment request naming such an id is refused as naming none of the player’s payments', async () => {
    const response = await call(server.app, payer, 'POST', '/web-api/payments/requests', {
      topicId: 'deposit',
      subTopicId: 'not_credited',
      paymentId: HUGE,
      message: 'Where is my money?',
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorCodeOf(response)).toBe(PAYMENT_ERROR_CODES.transactionRequired);
  });
});

describe('coupon numbers past the id column', () => {
  it('the bet history before such a number is the whole history, not a 500', async () => {
    const response = await call(server.app, payer, 'GET', '/web-api/bets/history?before=99999999999');
    expect(response.statusCode, response.body).toBe(200);
  });
});
