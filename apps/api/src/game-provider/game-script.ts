/**
 * The game page's one script, served from the provider's own origin (/game.js) under its CSP
 * (no inline script). It only asks the provider's server for rounds and draws the answers; it
 * posts the documented messages (casino-game-messages.ts) to the site's origin only, never '*'.
 * Plain ES2017 in a string: the page is the provider's, it shares no build with the site.
 */
export const GAME_SCRIPT = String.raw`(function () {
  'use strict';
  var root = document.getElementById('game');
  if (!root) return;
  var cfg = root.dataset;
  var engine = cfg.engine;
  var balance = Number(cfg.balance);
  var $ = function (id) { return document.getElementById(id); };
  var status = $('status');
  var playButton = $('play');
  var stakeSelect = $('stake');
  var SYMBOLS = { cherry: '🍒', lemon: '🍋', orange: '🍊', plum: '🫐', bell: '🔔', bar: '▬', seven: '7' };

  function post(message) {
    if (window.parent === window) return;
    message.source = 'bet-game-provider';
    window.parent.postMessage(message, cfg.siteOrigin);
  }
  function money(value) { return (value / 100).toFixed(2) + ' ' + cfg.currency; }
  function showBalance() { $('balance').textContent = money(balance); }
  function announce(text) { status.textContent = text; }

  var picks = [];
  if (engine === 'keno') {
    var board = $('keno-board');
    for (var n = 1; n <= 80; n += 1) {
      var cell = document.createElement('button');
      cell.type = 'button';
      cell.className = 'keno-number';
      cell.textContent = String(n);
      cell.dataset.number = String(n);
      cell.setAttribute('aria-pressed', 'false');
      cell.setAttribute('aria-label', 'Number ' + n);
      board.appendChild(cell);
    }
    board.addEventListener('click', function (event) {
      var target = event.target.closest('button[data-number]');
      if (!target) return;
      var number = Number(target.dataset.number);
      var at = picks.indexOf(number);
      if (at >= 0) picks.splice(at, 1);
      else if (picks.length < 10) picks.push(number);
      else { announce('You can pick at most 10 numbers.'); return; }
      target.setAttribute('aria-pressed', at >= 0 ? 'false' : 'true');
      $('picked').textContent = picks.length + ' of 10 picked';
    });
    $('clear').addEventListener('click', function () {
      picks = [];
      board.querySelectorAll('button').forEach(function (b) {
        b.setAttribute('aria-pressed', 'false');
        b.classList.remove('drawn', 'hit');
      });
      $('picked').textContent = '0 of 10 picked';
    });
  }

  function drawSlot(outcome) {
    var cells = $('reels').querySelectorAll('[data-cell]');
    var rows = [[], [], []];
    outcome.window.forEach(function (reel, r) {
      reel.forEach(function (symbol, row) {
        cells[row * 5 + r].textContent = SYMBOLS[symbol] || symbol;
        cells[row * 5 + r].setAttribute('title', symbol);
        rows[row].push(symbol);
      });
    });
    $('reels').setAttribute('aria-label', 'Reels: ' + rows.map(function (row) { return row.join(' '); }).join(', '));
    return outcome.lines.length === 0
      ? ''
      : ' ' + outcome.lines.map(function (l) { return 'line ' + l.line + ': ' + l.count + ' ' + l.symbol; }).join('; ') + '.';
  }

  function drawCrash(outcome, done) {
    var end = Math.min(outcome.point, outcome.target);
    // Reduced motion: the end at once, no climbing numbers.
    var still = window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    var shown = still ? end : 100;
    var display = $('multiplier');
    var timer = setInterval(function () {
      shown = Math.min(end, Math.ceil(shown * 1.06));
      display.textContent = (shown / 100).toFixed(2) + 'x';
      if (shown >= end) {
        clearInterval(timer);
        display.textContent = (outcome.point / 100).toFixed(2) + 'x';
        done(outcome.point >= outcome.target
          ? ' Cashed out at ' + (outcome.target / 100).toFixed(2) + 'x; crashed at ' + (outcome.point / 100).toFixed(2) + 'x.'
          : ' Crashed at ' + (outcome.point / 100).toFixed(2) + 'x before ' + (outcome.target / 100).toFixed(2) + 'x.');
      }
    }, 40);
  }

  function drawKeno(outcome) {
    $('keno-board').querySelectorAll('button').forEach(function (b) {
      var number = Number(b.dataset.number);
      b.classList.toggle('drawn', outcome.drawn.indexOf(number) >= 0);
      b.classList.toggle('hit', outcome.hits.indexOf(number) >= 0);
    });
    return ' Drawn: ' + outcome.drawn.join(', ') + '. ' + outcome.hits.length + ' of ' + outcome.picks.length + ' hit.';
  }

  function finish(answer, detail) {
    balance = answer.balance;
    showBalance();
    if (cfg.mode === 'real') post({ type: 'balanceChanged', balance: answer.balance, currency: answer.currency });
    announce((answer.win > 0 ? 'You win ' + money(answer.win) + '.' : 'No win this time.') + detail);
    playButton.disabled = false;
  }

  function play() {
    var ask = { session: cfg.session, stake: Number(stakeSelect.value) };
    if (engine === 'crash') ask.target = Math.round(Number($('target').value) * 100);
    if (engine === 'keno') {
      if (picks.length === 0) { announce('Pick 1 to 10 numbers first.'); return; }
      ask.picks = picks.slice();
    }
    playButton.disabled = true;
    announce('Playing…');
    $('deposit-ask').hidden = true;
    fetch(cfg.api + '/api/round', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(ask) })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (!answer.ok) {
          announce(answer.message);
          if (answer.code === 'insufficient_funds' && cfg.mode === 'real') $('deposit-ask').hidden = false;
          playButton.disabled = false;
          return;
        }
        if (engine === 'slot') finish(answer, drawSlot(answer.outcome));
        else if (engine === 'keno') finish(answer, drawKeno(answer.outcome));
        else drawCrash(answer.outcome, function (detail) { finish(answer, detail); });
      })
      .catch(function () {
        announce('The game could not reach its server. Try again; a stake in doubt is returned.');
        playButton.disabled = false;
      });
  }

  playButton.addEventListener('click', play);
  $('close').addEventListener('click', function () { post({ type: 'gameClosed' }); });
  $('deposit').addEventListener('click', function () { post({ type: 'depositAsked' }); });
  showBalance();
  playButton.disabled = false;
  post({ type: 'gameLoaded' });
})();
`;

export const GAME_STYLE = `
:root { color-scheme: dark; font: 16px/1.4 system-ui, sans-serif; background: #10151f; color: #f2f4f8; }
body { margin: 0; padding: 12px; }
header, .controls { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; }
h1 { font-size: 1.1rem; margin: 0; }
button, select, input { font: inherit; padding: 6px 12px; border-radius: 6px; border: 1px solid #4a5878; background: #1d2638; color: inherit; }
button:focus-visible, select:focus-visible, input:focus-visible { outline: 3px solid #ffd24a; outline-offset: 2px; }
button:disabled { opacity: 0.5; }
#play { background: #2f7d32; border-color: #2f7d32; font-weight: 600; }
.reels { display: grid; grid-template-columns: repeat(5, 64px); grid-auto-rows: 64px; gap: 4px; margin: 12px 0; }
.reels span { display: grid; place-items: center; font-size: 2rem; background: #1d2638; border-radius: 6px; }
.multiplier { font-size: 3rem; font-weight: 700; margin: 12px 0; font-variant-numeric: tabular-nums; }
.keno-board { display: grid; grid-template-columns: repeat(10, 40px); gap: 3px; margin: 12px 0; }
.keno-number { padding: 6px 0; }
.keno-number[aria-pressed='true'] { background: #3557a8; }
.keno-number.drawn { border-color: #ffd24a; }
.keno-number.hit { background: #2f7d32; }
.status { min-height: 1.5em; margin: 8px 0; }
.demo { color: #ffd24a; font-size: 0.9rem; }
`;
