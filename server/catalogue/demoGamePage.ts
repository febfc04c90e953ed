import { escapeHtml } from '../services/text.ts';
import { displayMoney, pageShell } from './pageShell.ts';

// The page posts to its own address + "/bet" and shows the answer; errors are read out too.
const SPIN_SCRIPT = `
const form = document.getElementById('spin-form');
const button = document.getElementById('spin');
const balance = document.getElementById('balance');
const result = document.getElementById('result');
const money = (text) => Number(text).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  button.disabled = true;
  result.classList.remove('error');
  try {
    const response = await fetch(location.pathname.replace(/\\/$/, '') + '/bet', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: document.getElementById('stake').value.trim() }),
    });
    const answer = await response.json();
    if (!response.ok || answer.success === false) throw new Error(answer.message || 'The spin failed.');
    balance.textContent = money(answer.balance);
    result.textContent = Number(answer.win) > 0 ? 'You won ' + money(answer.win) + '!' : 'No win this time.';
  } catch (error) {
    result.classList.add('error');
    result.textContent = error instanceof Error ? error.message : 'The spin failed.';
  } finally {
    button.disabled = false;
  }
});
`;

/** The in-house demo game (GAME-08 launch target): name, balance, a bet amount and a Spin button. */
export function demoGamePage(options: { gameName: string; vendorName: string; gameType: string; balanceCents: number; nonce: string }): string {
  const body = `
<h1>${escapeHtml(options.gameName)}</h1>
<p class="meta">${escapeHtml(options.vendorName)} · ${escapeHtml(options.gameType)} · demo game</p>
<p class="balance">Balance: <strong id="balance" aria-live="polite">${displayMoney(options.balanceCents)}</strong></p>
<form id="spin-form">
  <label for="stake">Bet amount</label>
  <input id="stake" name="amount" inputmode="decimal" autocomplete="off" value="1.00" pattern="[0-9]+([.][0-9]{1,2})?" required aria-describedby="stake-help">
  <p id="stake-help" class="meta">From 0.10 to 10,000.00.</p>
  <button id="spin" type="submit">Spin</button>
</form>
<p id="result" class="result" role="status" aria-live="polite"></p>`;
  return pageShell({ title: `${options.gameName} — demo`, body, script: SPIN_SCRIPT, nonce: options.nonce });
}

/** The page shown for a launch link that is unknown or has expired. */
export function launchGonePage(nonce: string, expired: boolean): string {
  const message = expired ? 'This game session has expired.' : 'This game link is not valid.';
  return pageShell({ title: 'Game unavailable', nonce, body: `<h1>Game unavailable</h1><p>${message} Please launch the game again from the lobby.</p>` });
}

/** The page shown while the site is closed (maintenance) or closed to the visitor (region). */
export function siteClosedPage(nonce: string, message: string): string {
  return pageShell({ title: 'Site unavailable', nonce, body: `<h1>Site unavailable</h1><p role="alert">${escapeHtml(message)}</p>` });
}
