import { createHash } from 'node:crypto';
import { formatMinor } from '../betting/format-minor';
import type { CardFormErrors, CardFormValues } from './card-form';
import type { PaymentSessionClaims } from './session-token';
import { THREE_DS_CODE } from './test-cards';

/**
 * The provider's pages: plain server-rendered HTML, one form each, labelled fields, errors tied
 * to their field (aria-describedby, aria-invalid) and summarised in an alert, so they work with
 * a keyboard and a screen reader and without script.
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1f24}
main{max-width:26rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px #0002}
label{display:block;margin-top:1rem;font-weight:600}input{width:100%;box-sizing:border-box;padding:.5rem;font:inherit;border:1px solid #6b7280;border-radius:4px}
input[aria-invalid=true]{border-color:#b91c1c}.error{color:#b91c1c;margin:.25rem 0 0}.summary{border:2px solid #b91c1c;padding:.5rem 1rem;border-radius:4px}
button{margin-top:1.5rem;padding:.6rem 1.2rem;font:inherit;border-radius:4px;border:0;background:#0b3d91;color:#fff;cursor:pointer}
button.secondary{background:#e5e7eb;color:#1b1f24;margin-left:.5rem}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.amount{font-size:1.5rem;font-weight:700}`;
const STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

/**
 * The headers of every provider page: a strict policy of its own origin (apps/api README "Security
 * headers and CSP"). No script at all; the one style element by its hash (a constant, so no
 * nonce is needed); forms post to the provider, whose answers send the player back to the
 * merchant (browsers check form-action along the redirects too); never framed.
 */
export function providerPageHeaders(returnBase?: string): Record<string, string> {
  const back = returnBase ? ` ${new URL(returnBase).origin}` : '';
  const policy = [
    "default-src 'none'",
    `style-src '${STYLE_HASH}'`,
    "img-src 'none'",
    "base-uri 'none'",
    `form-action 'self'${back}`,
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'content-security-policy': policy,
    // The addresses carry the payment session: they never leave in a Referer.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Pay</title><style>${STYLE}</style></head>
<body><main>${content}</main></body>
</html>`;
}

function field(
  name: keyof CardFormValues,
  label: string,
  values: Partial<CardFormValues>,
  errors: CardFormErrors,
  attributes: string,
): string {
  const error = errors[name];
  const describedBy = error ? ` aria-describedby="${name}-error" aria-invalid="true"` : '';
  return `<label for="${name}">${escapeHtml(label)}</label>
<input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" required ${attributes}${describedBy}>
${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

function errorSummary(errors: CardFormErrors): string {
  const list = Object.values(errors);
  if (list.length === 0) return '';
  return `<div class="summary" role="alert"><p>Please correct the card details:</p><ul>${list
    .map((error) => `<li>${escapeHtml(error)}</li>`)
    .join('')}</ul></div>`;
}

function what(claims: PaymentSessionClaims): string {
  return claims.kind === 'deposit' ? `Payment to ${claims.merchant}` : `Payout from ${claims.merchant}`;
}

export function cardPage(
  session: string,
  claims: PaymentSessionClaims,
  values: Partial<CardFormValues> = {},
  errors: CardFormErrors = {},
): string {
  const heading = what(claims);
  const action = claims.kind === 'deposit' ? 'Pay' : 'Send the payout to this card';
  return page(
    heading,
    `<h1>${escapeHtml(heading)}</h1>
<p class="amount">${escapeHtml(formatMinor(claims.amount, claims.currency))}</p>
<p>Reference ${escapeHtml(claims.paymentId)}</p>
${errorSummary(errors)}
<form method="post" action="/pay" novalidate>
<input type="hidden" name="session" value="${escapeHtml(session)}">
${field('cardNumber', 'Card number', values, errors, 'inputmode="numeric" autocomplete="cc-number"')}
${field('expiry', 'Expiry date (MM/YY)', values, errors, 'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY"')}
${field('cvc', 'Security code (CVC)', {}, errors, 'inputmode="numeric" autocomplete="cc-csc"')}
${field('holder', 'Name on the card', values, errors, 'autocomplete="cc-name"')}
<button type="submit">${escapeHtml(action)}</button>
</form>
<form method="post" action="/pay/cancel"><input type="hidden" name="session" value="${escapeHtml(session)}">
<button type="submit" class="secondary">Cancel and return to ${escapeHtml(claims.merchant)}</button></form>`,
  );
}

export function challengePage(transactionId: string, claims: PaymentSessionClaims, wrong = false): string {
  return page(
    '3-D Secure',
    `<h1>Confirm the payment with your bank</h1>
<p class="amount">${escapeHtml(formatMinor(claims.amount, claims.currency))}</p>
<p>Your bank sent a one-time code to your phone (in the sandbox the code is ${THREE_DS_CODE}).</p>
<form method="post" action="/pay/3ds">
<input type="hidden" name="transactionId" value="${escapeHtml(transactionId)}">
<label for="code">One-time code</label>
<input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required${wrong ? ' aria-invalid="true"' : ''}>
<button type="submit">Confirm</button>
</form>`,
  );
}

/** A page that ends the visit: an invalid or expired session, with a way back when there is one. */
export function messagePage(title: string, text: string, back?: { href: string; label: string }): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p>${
      back ? `<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.label)}</a></p>` : ''
    }`,
  );
}
