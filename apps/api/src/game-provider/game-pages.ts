import type { GameEngine, GameMode } from '@bet/contract';
import { CRASH_MIN_TARGET } from './engines/crash';
import { GAME_STAKES } from './play-round';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The game pages' policy: nothing inline; script, style and calls only from the provider's own
 * origin; framed only by the operator's site origins (the site, the dev server).
 */
export function gamePageHeaders(providerOrigin: string, frameAncestors: readonly string[]): Record<string, string> {
  const policy = [
    "default-src 'none'",
    `script-src ${providerOrigin}`,
    `style-src ${providerOrigin}`,
    `connect-src ${providerOrigin}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
  return {
    'content-security-policy': policy,
    // The launch address carries the token: it never leaves in a Referer.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}

const TITLES: Record<GameEngine, string> = { slot: 'Fruit Reels', crash: 'Rocket Crash', keno: 'Keno 80' };

export interface GameView {
  providerOrigin: string;
  sessionId: string;
  engine: GameEngine;
  mode: GameMode;
  siteOrigin: string;
  currency: string;
  balance: number;
  lang: string;
}

function engineMarkup(engine: GameEngine): string {
  if (engine === 'slot') {
    const cells = Array.from({ length: 15 }, () => '<span data-cell aria-hidden="true">?</span>').join('');
    return `<div id="reels" class="reels" role="img" aria-label="Reels, not spun yet">${cells}</div>`;
  }
  if (engine === 'crash') {
    return `<p id="multiplier" class="multiplier" aria-hidden="true">1.00x</p>
<p><label for="target">Cash out at (x)</label>
<input id="target" type="number" inputmode="decimal" min="${CRASH_MIN_TARGET / 100}" max="1000" step="0.01" value="2.00"></p>`;
  }
  return `<p id="picked">0 of 10 picked</p>
<div id="keno-board" class="keno-board" role="group" aria-label="Numbers 1 to 80: pick up to 10"></div>
<p><button id="clear" type="button">Clear picks</button></p>`;
}

export function gamePage(view: GameView): string {
  const title = TITLES[view.engine];
  const stakes = GAME_STAKES.map(
    (stake, i) => `<option value="${stake}"${i === 0 ? ' selected' : ''}>${(stake / 100).toFixed(2)}</option>`,
  ).join('');
  const playLabel = view.engine === 'slot' ? 'Spin' : view.engine === 'crash' ? 'Launch' : 'Draw';
  return `<!doctype html>
<html lang="${escape(view.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="${escape(view.providerOrigin)}/game.css">
</head>
<body>
<main id="game" data-session="${escape(view.sessionId)}" data-engine="${view.engine}" data-mode="${view.mode}"
 data-site-origin="${escape(view.siteOrigin)}" data-currency="${escape(view.currency)}" data-balance="${view.balance}"
 data-api="${escape(view.providerOrigin)}">
<header>
<h1>${title}</h1>
${view.mode === 'demo' ? '<p class="demo">Demo: play money</p>' : ''}
<p>Balance: <span id="balance">${(view.balance / 100).toFixed(2)} ${escape(view.currency)}</span></p>
<button id="close" type="button">Close game</button>
</header>
${engineMarkup(view.engine)}
<div class="controls">
<label for="stake">Stake</label>
<select id="stake">${stakes}</select>
<button id="play" type="button" disabled>${playLabel}</button>
</div>
<p id="status" class="status" role="status" aria-live="polite"></p>
<p id="deposit-ask" hidden>Your balance is too low for this stake.</p>
${view.mode === 'real' ? '<button id="deposit" type="button">Deposit</button>' : '<button id="deposit" type="button" hidden>Deposit</button>'}
</main>
<script src="${escape(view.providerOrigin)}/game.js"></script>
</body>
</html>`;
}

export function gameErrorPage(title: string, text: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1><p>${escape(text)}</p></main></body>
</html>`;
}
