import type { Draw } from './draws.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { escapeHtml } from '../services/text.ts';
import { DEMO_PAGE_TEXTS, fill, pageLanguageTag, type DemoPageTexts } from './demoPageTexts.ts';
import type { PrizeMode } from './lotteryGames.ts';
import { displayAmount, pageShell } from './pageShell.ts';

export interface LotteryPageGame {
  name: string;
  area: string;
  draw: Draw;
}

const numbersList = (draw: Draw, texts: DemoPageTexts) =>
  `<ul class="numbers" aria-label="${escapeHtml(texts.drawnNumbers)}">${draw.numbers.map((n) => `<li>${escapeHtml(n)}</li>`).join('')}</ul>`;

/**
 * The in-house lottery page (CALL-56 launch target): one game's latest draw, or the prize mode's
 * lobby with the latest special prize of each game; a back link when the launch gave one. In the
 * launch's language (I18N-06); game names are the games' own, shown as given.
 */
export function demoLotteryPage(options: {
  gameName?: string;
  prizeMode: PrizeMode;
  balanceCents: number;
  currencySymbol: string;
  game?: LotteryPageGame;
  lobby?: LotteryPageGame[];
  backUrl: string | null;
  language: ContentLanguage;
  nonce: string;
}): string {
  const texts = DEMO_PAGE_TEXTS[options.language];
  const tag = pageLanguageTag(options.language);
  const title = options.gameName ?? texts.prizeModes[options.prizeMode] ?? texts.lottery;
  const back = options.backUrl
    ? `<a class="button" href="${escapeHtml(options.backUrl)}">${escapeHtml(texts.back)}</a>`
    : '';
  const game = options.game
    ? `<h2>${escapeHtml(fill(texts.drawOf, { issue: options.game.draw.issue }))}</h2>
<p class="meta">${escapeHtml(texts.areas[options.game.area] ?? options.game.area)} · ${escapeHtml(
        texts.drawnAt,
      ).replace(
        '{time}',
        () =>
          `<time datetime="${escapeHtml(options.game!.draw.openTime)}">${escapeHtml(options.game!.draw.openTime.replace('T', ' ').slice(0, 16))}</time>`,
      )}</p>
${numbersList(options.game.draw, texts)}`
    : '';
  const lobby = options.lobby?.length
    ? `<table><caption class="meta">${escapeHtml(texts.latestResults)}</caption><thead><tr><th scope="col">${escapeHtml(texts.gameColumn)}</th><th scope="col">${escapeHtml(texts.drawColumn)}</th><th scope="col">${escapeHtml(texts.firstNumber)}</th></tr></thead><tbody>${options.lobby
        .map(
          (g) =>
            `<tr><td>${escapeHtml(g.name)}</td><td>${escapeHtml(g.draw.issue)}</td><td>${escapeHtml(g.draw.numbers[0] ?? '')}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '';
  const body = `
<h1>${escapeHtml(title)}</h1>
<p class="balance">${escapeHtml(texts.balance)}: <strong>${escapeHtml(displayAmount(options.balanceCents, tag, options.currencySymbol))}</strong></p>
${game}${lobby}
${back}`;
  return pageShell({ title: fill(texts.lotteryTitle, { title }), body, nonce: options.nonce, language: tag });
}
