import { escapeHtml } from '../services/text.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { DEMO_PAGE_TEXTS, fill, pageLanguageTag, type DemoPageTexts } from './demoPageTexts.ts';
import type { GameType } from './gameTypes.ts';
import { decimalSeparator, displayAmount, displayMoney, pageShell } from './pageShell.ts';
import { MAX_STAKE_CENTS, MIN_STAKE_CENTS } from './payouts.ts';

// The page posts to its own address + "/bet" and shows the answer; errors are read out too. Its
// texts, language and decimal separator come from the page's JSON block (demoPageTexts.ts), so the
// script stays one constant the nonce allows. A refusal is told by its code, in the page's language.
const SPIN_SCRIPT = `
const texts = JSON.parse(document.getElementById('page-texts').textContent);
const form = document.getElementById('spin-form');
const button = document.getElementById('spin');
const balance = document.getElementById('balance');
const result = document.getElementById('result');
const money = (text) => texts.currency + ' ' + new Intl.NumberFormat(texts.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(text));
const refusals = {
  INSUFFICIENT_BALANCE: texts.lowBalance, VALIDATION_FAILED: texts.badAmount, NOT_LOGGED_IN: texts.sessionOver, NOT_FOUND: texts.sessionOver,
  MAINTENANCE: texts.maintenance, REGION_RESTRICTED: texts.regionRestricted,
};
class Refusal extends Error {}
form.addEventListener('submit', async (event) => {
  event.preventDefault();
  button.disabled = true;
  result.classList.remove('error');
  try {
    const response = await fetch(location.pathname.replace(/\\/$/, '') + '/bet', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: document.getElementById('stake').value.trim().replace(texts.decimal, '.') }),
    });
    const answer = await response.json().catch(() => ({}));
    if (!response.ok || answer.success === false) throw new Refusal(refusals[answer.code] || texts.spinFailed);
    balance.textContent = money(answer.balance);
    result.textContent = Number(answer.win) > 0 ? texts.won.replace('{amount}', money(answer.win)) : texts.noWin;
  } catch (error) {
    result.classList.add('error');
    result.textContent = error instanceof Refusal ? error.message : texts.spinFailed;
  } finally {
    button.disabled = false;
  }
});
`;

// RG-18: the reality check where the game runs. At every whole interval since the login started
// (as the site's own dialog counts), the page reads this session's figures from its own address +
// "/reality" and interrupts with a modal dialog: time played, net result and stakes, continue, or
// stop (which ends the login, on the site too). A failed read still shows the time played.
const REALITY_SCRIPT = `
const reality = JSON.parse(document.getElementById('reality-data').textContent);
const dialog = document.getElementById('reality');
const base = location.pathname.replace(/\\/$/, '');
const interval = reality.minutes * 60000;
const clock = (ms) => {
  const minutes = Math.floor(ms / 60000);
  return Math.floor(minutes / 60) + ':' + String(minutes % 60).padStart(2, '0');
};
const schedule = () => {
  const passed = Math.max(0, Date.now() - reality.startedAt);
  const next = reality.startedAt + (Math.floor(passed / interval) + 1) * interval;
  setTimeout(check, next - Date.now());
};
async function check() {
  document.getElementById('reality-played').textContent = reality.texts.played.replace('{time}', clock(Date.now() - reality.startedAt));
  const net = document.getElementById('reality-net');
  const staked = document.getElementById('reality-staked');
  try {
    const response = await fetch(base + '/reality');
    const answer = await response.json();
    if (!response.ok || answer.success === false) throw new Error('unread');
    net.textContent = reality.texts.net.replace('{amount}', money(answer.netResult));
    staked.textContent = reality.texts.staked.replace('{amount}', money(answer.staked));
  } catch {
    net.textContent = reality.texts.netUnknown;
    staked.textContent = '';
  }
  if (!dialog.open) dialog.showModal();
}
// Only a choice closes it: Escape does not dismiss the check.
dialog.addEventListener('cancel', (event) => event.preventDefault());
document.getElementById('reality-continue').addEventListener('click', () => {
  dialog.close();
  schedule();
});
document.getElementById('reality-stop').addEventListener('click', async () => {
  await fetch(base + '/logout', { method: 'POST' }).catch(() => undefined);
  dialog.close();
  document.querySelector('main').innerHTML = '';
  const said = document.createElement('p');
  said.setAttribute('role', 'status');
  said.textContent = reality.texts.stopped;
  document.querySelector('main').append(said);
});
schedule();
`;

/** Data for a page's script, as a JSON block no markup in it can close. */
const jsonBlock = (id: string, data: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/**
 * The in-house demo game (GAME-08 launch target): name, balance, a bet amount and a Spin button,
 * in the launch's language (I18N-06): texts, `lang`, money and the typed amount's decimal separator.
 * The balance and wins show the brand's currency, as the player's site shows money.
 */
export function demoGamePage(options: {
  gameName: string;
  vendorName: string;
  gameType: string;
  balanceCents: number;
  currencySymbol: string;
  language: ContentLanguage;
  visitorIp: string;
  nonce: string;
  /** RG-18: where the licence has a reality check and the player's is on: the login's start (ms) and the interval. */
  realityCheck?: { startedAt: number; minutes: number } | null;
}): string {
  const texts = DEMO_PAGE_TEXTS[options.language];
  const tag = pageLanguageTag(options.language);
  const decimal = decimalSeparator(tag);
  const range = { min: displayMoney(MIN_STAKE_CENTS, tag), max: displayMoney(MAX_STAKE_CENTS, tag) };
  const typeName = texts.gameTypes[options.gameType as GameType] ?? options.gameType;
  const scriptTexts = {
    lang: tag,
    currency: options.currencySymbol,
    decimal,
    won: texts.won,
    noWin: texts.noWin,
    spinFailed: texts.spinFailed,
    lowBalance: texts.lowBalance,
    badAmount: fill(texts.badAmount, range),
    sessionOver: texts.sessionOver,
    maintenance: texts.maintenance,
    regionRestricted: fill(texts.regionRestricted, { ip: options.visitorIp }),
  };
  const body = `
<h1>${escapeHtml(options.gameName)}</h1>
<p class="meta">${escapeHtml(options.vendorName)} · ${escapeHtml(typeName)} · ${escapeHtml(texts.demoGame)}</p>
<p class="balance">${escapeHtml(texts.balance)}: <strong id="balance" aria-live="polite">${escapeHtml(displayAmount(options.balanceCents, tag, options.currencySymbol))}</strong></p>
<form id="spin-form">
  <label for="stake">${escapeHtml(texts.betAmount)}</label>
  <input id="stake" name="amount" inputmode="decimal" autocomplete="off" value="1${decimal}00" pattern="[0-9]+([${decimal}][0-9]{1,2})?" required aria-describedby="stake-help">
  <p id="stake-help" class="meta">${escapeHtml(fill(texts.betRange, range))}</p>
  <button id="spin" type="submit">${escapeHtml(texts.spin)}</button>
</form>
<p id="result" class="result" role="status" aria-live="polite"></p>
${jsonBlock('page-texts', scriptTexts)}${options.realityCheck ? realityDialog(texts, options.realityCheck) : ''}`;
  return pageShell({
    title: fill(texts.gameTitle, { name: options.gameName }),
    body,
    script: options.realityCheck ? SPIN_SCRIPT + REALITY_SCRIPT : SPIN_SCRIPT,
    nonce: options.nonce,
    language: tag,
  });
}

/** The game window's reality-check dialog (RG-18), closed until due, with its data for the script. */
function realityDialog(texts: DemoPageTexts, check: { startedAt: number; minutes: number }): string {
  return `
<dialog id="reality" aria-labelledby="reality-title">
  <h2 id="reality-title">${escapeHtml(texts.realityTitle)}</h2>
  <p id="reality-played"></p>
  <p id="reality-net"></p>
  <p id="reality-staked"></p>
  <div class="actions">
    <button id="reality-continue" type="button" autofocus>${escapeHtml(texts.realityContinue)}</button>
    <button id="reality-stop" type="button" class="secondary">${escapeHtml(texts.realityStop)}</button>
  </div>
</dialog>
${jsonBlock('reality-data', {
  startedAt: check.startedAt,
  minutes: check.minutes,
  texts: {
    played: texts.realityPlayed,
    net: texts.realityNet,
    staked: texts.realityStaked,
    netUnknown: texts.realityNetUnknown,
    stopped: texts.realityStopped,
  },
})}`;
}

/** The page shown for a launch link that is unknown (English: nothing says whose it was) or has expired (in its launch's language). */
export function launchGonePage(nonce: string, gone: { expired: boolean; language: ContentLanguage }): string {
  const texts = DEMO_PAGE_TEXTS[gone.language];
  const message = `${gone.expired ? texts.goneExpired : texts.goneInvalid} ${texts.goneAgain}`;
  return pageShell({
    title: texts.goneTitle,
    nonce,
    language: pageLanguageTag(gone.language),
    body: `<h1>${escapeHtml(texts.goneTitle)}</h1><p>${escapeHtml(message)}</p>`,
  });
}

/** Why the site is closed to a visitor: maintenance (with the operator's text, if any) or their address's region. */
export type SiteClosedReason = { kind: 'maintenance'; operatorText: string } | { kind: 'region'; ip: string };

const closedMessage = (closure: SiteClosedReason, texts: DemoPageTexts) =>
  closure.kind === 'maintenance'
    ? closure.operatorText || texts.maintenance
    : fill(texts.regionRestricted, { ip: closure.ip });

/**
 * The page shown while the site is closed (maintenance) or closed to the visitor (region), in the
 * launch's language. The operator's maintenance text is their own words and is shown as given.
 */
export function siteClosedPage(nonce: string, closure: SiteClosedReason, language: ContentLanguage): string {
  const texts = DEMO_PAGE_TEXTS[language];
  return pageShell({
    title: texts.closedTitle,
    nonce,
    language: pageLanguageTag(language),
    body: `<h1>${escapeHtml(texts.closedTitle)}</h1><p role="alert">${escapeHtml(closedMessage(closure, texts))}</p>`,
  });
}
