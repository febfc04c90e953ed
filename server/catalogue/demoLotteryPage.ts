import type { Draw } from './draws.ts';
import { escapeHtml } from '../services/text.ts';
import { displayMoney, pageShell } from './pageShell.ts';

export interface LotteryPageGame {
  name: string;
  area: string;
  draw: Draw;
}

const numbersList = (draw: Draw) =>
  `<ul class="numbers" aria-label="Drawn numbers">${draw.numbers.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`;

/**
 * The in-house lottery page (CALL-56 launch target): one game's latest draw, or the prize mode's
 * lobby with the latest special prize of each game; a back link when the launch gave one.
 */
export function demoLotteryPage(options: {
  title: string; balanceCents: number; game?: LotteryPageGame; lobby?: LotteryPageGame[]; backUrl: string | null; nonce: string;
}): string {
  const back = options.backUrl ? `<a class="button" href="${escapeHtml(options.backUrl)}">Back to the site</a>` : '';
  const game = options.game
    ? `<h2>Draw ${escapeHtml(options.game.draw.issue)}</h2>
<p class="meta">${escapeHtml(options.game.area)} · opened <time datetime="${escapeHtml(options.game.draw.openTime)}">${escapeHtml(options.game.draw.openTime.replace('T', ' ').slice(0, 16))} UTC</time></p>
${numbersList(options.game.draw)}`
    : '';
  const lobby = options.lobby?.length
    ? `<table><caption class="meta">Latest results</caption><thead><tr><th scope="col">Game</th><th scope="col">Draw</th><th scope="col">First number</th></tr></thead><tbody>${options.lobby
      .map((g) => `<tr><td>${escapeHtml(g.name)}</td><td>${escapeHtml(g.draw.issue)}</td><td>${escapeHtml(g.draw.numbers[0] ?? '')}</td></tr>`)
      .join('')}</tbody></table>`
    : '';
  const body = `
<h1>${escapeHtml(options.title)}</h1>
<p class="balance">Balance: <strong>${displayMoney(options.balanceCents)}</strong></p>
${game}${lobby}
${back}`;
  return pageShell({ title: `${options.title} — lottery`, body, nonce: options.nonce });
}
