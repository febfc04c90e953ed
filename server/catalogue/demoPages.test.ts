// The demo game and lottery pages in each of the player's four languages (issue 13 item 4, I18N-02,
// I18N-06). jsdom: the demo game's own script is run against its page, as a browser would.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNTIL } from '../../tests/support/waits.ts';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../content/languages.ts';
import { demoGamePage, launchGonePage, siteClosedPage } from './demoGamePage.ts';
import { demoLotteryPage } from './demoLotteryPage.ts';
import { DEMO_PAGE_TEXTS } from './demoPageTexts.ts';

const draw = { gameCode: 'VN_HN', issue: '20261125', openTime: '2026-11-25T11:15:00Z', numbers: ['12345', '678'] };
const gamePage = (language: ContentLanguage) =>
  demoGamePage({
    gameName: 'Dragon <Fortune>',
    vendorName: 'PG Soft',
    gameType: 'RNG',
    balanceCents: 1_250_50,
    currencySymbol: 'RM',
    language,
    visitorIp: '203.0.113.5',
    nonce: 'n0nce',
  });

/** What a player of each language must read: the page's tag, its words, and money as they write it. */
const EXPECTED: Record<
  ContentLanguage,
  { tag: string; bet: string; spin: string; money: string; back: string; lobby: string; area: string; type: string }
> = {
  EN: {
    tag: 'en',
    bet: 'Bet amount',
    spin: 'Spin',
    money: 'RM 1,250.50',
    back: 'Back to the site',
    lobby: 'Latest results',
    area: 'North',
    type: 'Slots',
  },
  MY: {
    tag: 'ms',
    bet: 'Jumlah pertaruhan',
    spin: 'Putar',
    money: 'RM 1,250.50',
    back: 'Kembali ke laman',
    lobby: 'Keputusan terkini',
    area: 'Utara',
    type: 'Slot',
  },
  CN: {
    tag: 'zh-CN',
    bet: '投注金额',
    spin: '旋转',
    money: 'RM 1,250.50',
    back: '返回网站',
    lobby: '最新开奖结果',
    area: '北部',
    type: '老虎机',
  },
  PT: {
    tag: 'pt',
    bet: 'Valor da aposta',
    spin: 'Girar',
    money: 'RM 1.250,50',
    back: 'Voltar ao site',
    lobby: 'Resultados mais recentes',
    area: 'Norte',
    type: 'Slots',
  },
};

describe.each(CONTENT_LANGUAGES)('the demo pages in %s', (language) => {
  const expected = EXPECTED[language];
  const texts = DEMO_PAGE_TEXTS[language];

  it('the demo game: lang, labelled bet amount, Spin, the balance and the bet range in the language', () => {
    const html = gamePage(language);
    expect(html).toContain(`<html lang="${expected.tag}">`);
    expect(html).toContain(`<label for="stake">${expected.bet}</label>`);
    expect(html).toContain(`<button id="spin" type="submit">${expected.spin}</button>`);
    expect(html).toContain(`${texts.balance}: <strong id="balance" aria-live="polite">${expected.money}</strong>`);
    expect(html).toContain(`PG Soft · ${expected.type} · ${texts.demoGame}`);
    expect(html).toContain(language === 'PT' ? '0,10' : '0.10');
    // The game's name is text, never markup.
    expect(html).toContain('Dragon &lt;Fortune&gt;');
    expect(html).not.toContain('<Fortune>');
  });

  it("the lottery page: one game's draw, and the prize mode's lobby with the back link", () => {
    const single = demoLotteryPage({
      gameName: 'Hà Nội',
      prizeMode: 'LOTT',
      balanceCents: 1_250_50,
      currencySymbol: 'RM',
      game: { name: 'Hà Nội', area: 'North', draw },
      backUrl: null,
      language,
      nonce: 'n',
    });
    expect(single).toContain(`<html lang="${expected.tag}">`);
    expect(single).toContain('<h1>Hà Nội</h1>');
    expect(single).toContain(`${texts.balance}: <strong>${expected.money}</strong>`);
    expect(single).toContain(`aria-label="${texts.drawnNumbers}"`);
    expect(single).toContain(`${expected.area} · `);
    const lobby = demoLotteryPage({
      prizeMode: 'SEA',
      balanceCents: 0,
      currencySymbol: 'RM',
      lobby: [{ name: 'Magnum 4D', area: 'Malaysia', draw }],
      backUrl: 'https://aurora.example.com/?a=1&b=2',
      language,
      nonce: 'n',
    });
    expect(lobby).toContain(`<h1>${texts.prizeModes.SEA}</h1>`);
    expect(lobby).toContain(`<caption class="meta">${expected.lobby}</caption>`);
    expect(lobby).toContain(`<a class="button" href="https://aurora.example.com/?a=1&amp;b=2">${expected.back}</a>`);
  });

  it('the page of a launch that is gone', () => {
    const html = launchGonePage('n', { expired: true, language });
    expect(html).toContain(`<html lang="${expected.tag}">`);
    expect(html).toContain(`<h1>${texts.goneTitle}</h1>`);
    expect(html).toContain(texts.goneExpired);
  });

  it('the page of a closed site: maintenance in the language unless the operator wrote their own words, and a blocked region with the address', () => {
    const maintenance = siteClosedPage('n', { kind: 'maintenance', operatorText: '' }, language);
    expect(maintenance).toContain(`<html lang="${expected.tag}">`);
    expect(maintenance).toContain(`<h1>${texts.closedTitle}</h1><p role="alert">${texts.maintenance}</p>`);
    expect(siteClosedPage('n', { kind: 'maintenance', operatorText: 'Back at <b>6</b>' }, language)).toContain(
      '<p role="alert">Back at &lt;b&gt;6&lt;/b&gt;</p>',
    );
    expect(siteClosedPage('n', { kind: 'region', ip: '203.0.113.9' }, language)).toContain(
      texts.regionRestricted.replace('{ip}', '203.0.113.9'),
    );
  });
});

describe('the texts of the demo pages', () => {
  it('every language has every text English has, none empty, and the same gaps to fill', () => {
    const gaps = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const flat = (value: unknown, path = ''): [string, string][] =>
      typeof value === 'string'
        ? [[path, value]]
        : Object.entries(value as object).flatMap(([key, inner]) => flat(inner, `${path}.${key}`));
    const english = new Map(flat(DEMO_PAGE_TEXTS.EN));
    for (const language of CONTENT_LANGUAGES) {
      const own = new Map(flat(DEMO_PAGE_TEXTS[language]));
      expect([...own.keys()].sort(), language).toEqual([...english.keys()].sort());
      for (const [key, text] of own) {
        expect(text.trim(), `${language}${key}`).not.toBe('');
        expect(gaps(text), `${language}${key}`).toEqual(gaps(english.get(key)!));
      }
    }
  });
});

describe("the demo game's script, in the page's language", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.head.replaceChildren();
    document.body.replaceChildren();
  });

  /** Loads the page into the document and runs its script, as the browser would. */
  function open(language: ContentLanguage) {
    const html = gamePage(language);
    // Into the document's own head and body: the elements stay the ones other test files hold.
    const page = new DOMParser().parseFromString(html, 'text/html');
    document.head.replaceChildren(...page.head.childNodes);
    document.body.replaceChildren(...page.body.childNodes);
    const script = [...html.matchAll(/<script nonce="[^"]+">([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join('\n');
    new Function(script)();
    const spin = async (amount: string) => {
      (document.getElementById('stake') as HTMLInputElement).value = amount;
      document.getElementById('spin-form')!.dispatchEvent(new Event('submit', { cancelable: true }));
      await vi.waitFor(
        () => expect((document.getElementById('spin') as HTMLButtonElement).disabled).toBe(false),
        UNTIL,
      );
      return document.getElementById('result')!.textContent;
    };
    return { spin, balance: () => document.getElementById('balance')!.textContent };
  }

  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('Portuguese: a bet typed with a decimal comma is sent as 2.50; the win and balance read as Portuguese money', async () => {
    const fetchMock = vi.fn(async () =>
      answer(200, { success: true, balance: '1260.50', win: '12.50', stake: '2.50' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const page = open('PT');
    expect(await page.spin('2,50')).toBe('Ganhou RM 12,50!');
    expect(JSON.parse((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({
      amount: '2.50',
    });
    expect(page.balance()).toBe('RM 1.260,50');
  });

  it("Malay: a refusal is told by its code in Malay, a failed network too, never the platform's English", async () => {
    const replies = [
      answer(400, {
        success: false,
        code: 'INSUFFICIENT_BALANCE',
        message: 'Insufficient balance: 75.25 available, 5000.00 requested.',
      }),
      answer(401, {
        success: false,
        code: 'NOT_LOGGED_IN',
        message: 'This game session has expired: launch the game again.',
      }),
      answer(503, { success: false, code: 'MAINTENANCE', message: 'System maintenance, please come back later.' }),
      answer(403, {
        success: false,
        code: 'REGION_RESTRICTED',
        message: 'Access from your IP address (203.0.113.5) is restricted in your region.',
      }),
      answer(500, 'not json at all'),
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const reply = replies.shift();
        if (!reply) throw new TypeError('Failed to fetch');
        return reply;
      }),
    );
    const page = open('MY');
    expect(await page.spin('5000.00')).toBe(DEMO_PAGE_TEXTS.MY.lowBalance);
    expect(await page.spin('1.00')).toBe(DEMO_PAGE_TEXTS.MY.sessionOver);
    expect(await page.spin('1.00')).toBe(DEMO_PAGE_TEXTS.MY.maintenance);
    expect(await page.spin('1.00')).toBe('Akses dari alamat IP anda (203.0.113.5) disekat di rantau anda.');
    expect(await page.spin('1.00')).toBe(DEMO_PAGE_TEXTS.MY.spinFailed);
    expect(await page.spin('1.00')).toBe(DEMO_PAGE_TEXTS.MY.spinFailed);
    expect(page.balance()).toBe('RM 1,250.50');
  });
});
