import { escapeHtml } from '../payment-provider/provider-pages';
import type { MatchState } from './match-state';

/**
 * The media provider's pages (apps/api README "Media"): the video player, a moving picture of
 * the simulated match, and the match zone, a 2D tracker of the same play. Each is one HTML page
 * with an inline SVG and a small script that reads the match state every second from the
 * provider (JSON, CORS open: the operator frames the page in a sandbox without same-origin, so
 * the page's origin is opaque). The script and the style carry the page's nonce; the strict
 * policy (pageSecurityHeaders) allows nothing else.
 */

export interface PageSecurity {
  nonce: string;
  /** The provider's own origin: the only place the page's script may read from. */
  providerOrigin: string;
  /** Who may frame the pages: the operator's origins. */
  frameAncestors: readonly string[];
}

export function pageSecurityHeaders(security: PageSecurity): Record<string, string> {
  const policy = [
    "default-src 'none'",
    `script-src 'nonce-${security.nonce}'`,
    `style-src 'nonce-${security.nonce}'`,
    `connect-src ${security.providerOrigin}`,
    "img-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${security.frameAncestors.length > 0 ? security.frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
  return {
    'content-security-policy': policy,
    // The video page's address carries the player's token: it never leaves in a Referer.
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
  };
}

const STYLE = `html,body{margin:0;height:100%;background:#0b1f14;color:#f4f5f7;font:14px/1.4 system-ui,sans-serif}
main{display:flex;flex-direction:column;height:100%}
header{display:grid;grid-template-columns:1fr auto 1fr;gap:.5rem;align-items:center;padding:.4rem .75rem;background:#07140d}
.team1{text-align:right}.score{font-size:1.25rem;font-weight:700;font-variant-numeric:tabular-nums;margin:0}
.clock{font-variant-numeric:tabular-nums;color:#a7f3d0;text-align:center;margin:0;font-size:.85rem}
svg{flex:1;min-height:0;width:100%}.line{fill:none;stroke:#d1fae5;stroke-opacity:.6;stroke-width:.4}
.p1{fill:#f87171}.p2{fill:#60a5fa}.ball{fill:#fff}.banner{fill:#fde047;font:700 12px system-ui;text-anchor:middle}
.zone{fill:#fde047;fill-opacity:0}.zone.safe{fill-opacity:.12}.zone.attack{fill-opacity:.25}.zone.danger{fill-opacity:.45;fill:#f97316}
.play{margin:0;padding:.3rem .75rem;background:#07140d;font-size:.85rem}
ol{margin:0;padding:.3rem .75rem .5rem 2rem;max-height:5.5rem;overflow:auto;background:#07140d;font-size:.8rem}
.message{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;color:#1b1f24;border-radius:8px}`;

function page(title: string, nonce: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Sandbox Media</title><style nonce="${nonce}">${STYLE}</style></head>
<body>${content}</body>
</html>`;
}

function header(state: MatchState): string {
  return `<header>
<span class="team1">${escapeHtml(state.team1)}</span>
<p class="score"><span id="score" aria-label="score">${state.score1}:${state.score2}</span></p>
<span class="team2">${escapeHtml(state.team2)}</span>
<span></span><p class="clock" id="clock"></p><span></span>
</header>`;
}

const PITCH = `<rect x="0" y="0" width="160" height="100" fill="#14532d"/>
<rect class="line" x="4" y="4" width="152" height="92"/><line class="line" x1="80" y1="4" x2="80" y2="96"/>
<circle class="line" cx="80" cy="50" r="12"/><rect class="line" x="4" y="30" width="18" height="40"/>
<rect class="line" x="138" y="30" width="18" height="40"/>`;

/** The page's script: polls the state, runs the clock between answers, moves the picture. */
function script(kind: 'video' | 'zone'): string {
  return `(function(){
var root=document.getElementById('match');var url=root.getAttribute('data-state');var kind=${JSON.stringify(kind)};
var $=function(id){return document.getElementById(id)};
var state=null,clockAt=0,score=null,target={x:80,y:50},ball={x:80,y:50},bannerUntil=0;
function two(n){return(n<10?'0':'')+n}
function clockText(){if(!state)return'';if(state.status===4)return'Full time';if(state.status===3)return'Break';if(state.status===1)return'Not started';
var s=(state.timeSeconds||0)+Math.floor((Date.now()-clockAt)/1000);return two(Math.floor(s/60))+':'+two(s%60)+' · period '+(state.period||1)}
function say(text){var log=$('log');if(!log)return;var li=document.createElement('li');li.textContent=text;log.insertBefore(li,log.firstChild);while(log.children.length>20)log.removeChild(log.lastChild)}
function team(side){return side===1?state.team1:state.team2}
function apply(next){var before=score;state=next;clockAt=Date.now();
$('score').textContent=next.score1+':'+next.score2;$('score').setAttribute('aria-label','score '+next.score1+':'+next.score2);
if(before&&(next.score1!==before[0]||next.score2!==before[1])){var side=next.score1>before[0]?1:2;bannerUntil=Date.now()+4000;
target={x:side===1?154:6,y:50};say('Goal! '+team(side)+' '+next.score1+':'+next.score2)}
else if(next.attack){target={x:4+next.attack.x*1.52,y:4+next.attack.y*0.92};
if(kind==='zone'){var z=$('zone');z.setAttribute('class','zone '+next.attack.kind);z.setAttribute('x',next.attack.side===1?'80':'4');
var what=next.attack.kind==='danger'?'Dangerous attack':next.attack.kind==='attack'?'Attack':'Ball safe';var play=$('play');
var text=what+': '+team(next.attack.side);if(play.textContent!==text){play.textContent=text;if(next.attack.kind!=='safe')say(text)}}}
score=[next.score1,next.score2]}
function poll(){fetch(url,{cache:'no-store'}).then(function(r){if(!r.ok)throw new Error(String(r.status));return r.json()})
.then(apply,function(){}).then(function(){setTimeout(poll,1000)})}
function frame(){ball.x+=(target.x-ball.x)*0.05;ball.y+=(target.y-ball.y)*0.05;var b=$('ball');b.setAttribute('cx',ball.x.toFixed(2));b.setAttribute('cy',ball.y.toFixed(2));
var shift=(ball.x-80)*0.35;var ps=document.querySelectorAll('[data-base]');for(var i=0;i<ps.length;i++){var p=ps[i];var base=p.getAttribute('data-base').split(',');
p.setAttribute('cx',(Number(base[0])+shift).toFixed(2));p.setAttribute('cy',(Number(base[1])+(ball.y-50)*0.2).toFixed(2))}
var banner=$('banner');if(banner)banner.setAttribute('opacity',Date.now()<bannerUntil?'1':'0');$('clock').textContent=clockText();requestAnimationFrame(frame)}
poll();requestAnimationFrame(frame)})();`;
}

const FORMATION: readonly (readonly [number, number])[] = [
  [12, 50],
  [40, 25],
  [40, 75],
  [62, 40],
  [62, 60],
];

function players(): string {
  const one = FORMATION.map(([x, y]) => `<circle class="p1" r="2.4" data-base="${x},${y}" cx="${x}" cy="${y}"/>`);
  const two = FORMATION.map(
    ([x, y]) => `<circle class="p2" r="2.4" data-base="${160 - x},${y}" cx="${160 - x}" cy="${y}"/>`,
  );
  return [...one, ...two].join('');
}

/** The video player: the match as a moving picture (players, ball, a banner at a goal). */
export function videoPage(state: MatchState, stateUrl: string, nonce: string): string {
  const name = `${state.team1} – ${state.team2}`;
  return page(
    `Live: ${name}`,
    nonce,
    `<main id="match" data-state="${escapeHtml(stateUrl)}">
${header(state)}
<svg viewBox="0 0 160 100" role="img" aria-label="${escapeHtml(`Live video: ${name}`)}">${PITCH}${players()}
<circle id="ball" class="ball" r="1.4" cx="80" cy="50"/><text id="banner" class="banner" x="80" y="20" opacity="0">GOAL!</text></svg>
</main><script nonce="${nonce}">${script('video')}</script>`,
  );
}

/** The match zone: a 2D tracker of the same play (ball, attacking side, danger) with a log. */
export function zonePage(state: MatchState, stateUrl: string, nonce: string): string {
  const name = `${state.team1} – ${state.team2}`;
  return page(
    `Match zone: ${name}`,
    nonce,
    `<main id="match" data-state="${escapeHtml(stateUrl)}">
${header(state)}
<svg viewBox="0 0 160 100" role="img" aria-label="${escapeHtml(`Match zone: ${name}`)}">${PITCH}
<rect id="zone" class="zone" x="80" y="4" width="76" height="92"/><circle id="ball" class="ball" r="2" cx="80" cy="50"/></svg>
<p class="play" id="play" aria-live="polite"></p>
<ol id="log" aria-label="Match events"></ol>
</main><script nonce="${nonce}">${script('zone')}</script>`,
  );
}

/** The provider's error page: no media for a missing, expired or wrong token, or an ended match. */
export function mediaErrorPage(title: string, text: string, nonce: string): string {
  return page(
    title,
    nonce,
    `<main class="message"><h1>${escapeHtml(title)}</h1><p role="alert">${escapeHtml(text)}</p></main>`,
  );
}
