import type { TFunction } from 'i18next';
import type { AmountProblem, PaymentProblem, RequestFormProblem } from '@bet/payments';
import { formatMoney } from '@bet/i18n';

/** The player's text of a problem: `payment_error_<code>`, with the bound as money when there is one. */
export function problemText(
  t: TFunction,
  problem: AmountProblem | PaymentProblem | RequestFormProblem,
  currencyIso: string | null,
  language: string,
): string {
  const limit =
    'limit' in problem && problem.limit !== undefined && currencyIso
      ? formatMoney(problem.limit, currencyIso, language)
      : '';
  return t(`payment_error_${problem.code}`, { limit });
}
