import { statement } from '../db.ts';
import { requireSessionGoesOn } from '../responsibleGaming/enforce.ts';
import { rulesFor } from '../responsibleGaming/limits.ts';
import { realityCheckMinutes, sessionSummary } from '../responsibleGaming/realityCheck.ts';
import { sessionStart } from '../responsibleGaming/sessionTime.ts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { assertBodyEncoding } from '../callInput.ts';
import { PlatformError } from '../errors.ts';
import { exactBodyCompiler } from '../inputValidation.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { assertSiteOpen, readSwitches } from '../siteSwitches.ts';
import type { ExtraRouteDeps } from '../routeDeps.ts';
import { formatMoney, parseMoney } from '../money/format.ts';
import { walletBalanceCents } from '../money/ledger.ts';
import { currencySymbolFor } from '../brands.ts';
import { closeSessionByKey } from '../services/sessions.ts';
import { playRound } from './bets.ts';
import { demoGamePage, launchGonePage, siteClosedPage, type SiteClosedReason } from './demoGamePage.ts';
import { demoLotteryPage } from './demoLotteryPage.ts';
import { gameByNodeId } from './gameSearch.ts';
import { gameIconSvg, vendorLogoSvg } from './icons.ts';
import { VENDORS } from './vendors.ts';
import { findLaunch, type Launch, type LaunchLookup } from './launchTokens.ts';
import { lotteryGame, lotteryMenu, openedNumbers } from './lottery.ts';
import type { PrizeMode } from './lotteryGames.ts';
import { contentSecurityPolicy } from './pageShell.ts';
import { siteClosure } from './siteClosure.ts';
import { setRequestLanguage } from '../requestContext.ts';
import { text } from '../texts/index.ts';

/** Icons never change for a node id: browsers and CDNs may keep them for a year. */
const ICON_CACHE = 'public, max-age=31536000, immutable';

interface MemberRow {
  id: number;
  brand: string;
  account: string;
}

/** The language of a launch's pages, when the launch is known (an unknown link is nobody's: English). */
const languageOf = (found: LaunchLookup): ContentLanguage =>
  found.status === 'unknown' ? 'EN' : found.status === 'expired' ? found.language : found.launch.language;

const goneOf = (found: LaunchLookup) => ({ expired: found.status === 'expired', language: languageOf(found) });

function sendPage(reply: FastifyReply, status: number, render: (nonce: string) => string) {
  const nonce = randomBytes(16).toString('base64');
  return (
    reply
      .status(status)
      .header('content-security-policy', contentSecurityPolicy(nonce))
      // The token is in the address: keep the page out of caches and referrers.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(render(nonce))
  );
}

/** Generated game icons, the demo game (page and bets) and the demo lottery page. */
export function registerCatalogueRoutes(app: FastifyInstance, deps: ExtraRouteDeps): void {
  const { db } = deps;
  const memberOf = (launch: Launch) =>
    statement(db, 'SELECT id, brand, account FROM members WHERE id = ?').get(launch.memberId) as MemberRow | undefined;
  // The member's brand's currency, which their wallets hold and their site shows.
  const currencyOf = (member: MemberRow) => {
    const brand = deps.brands.byId.get(member.brand);
    return brand ? currencySymbolFor(db, brand) : '';
  };

  app.get<{ Params: { file: string } }>('/img/games/:file', async (request, reply) => {
    const match = /^([1-9]\d{0,15})\.svg$/.exec(request.params.file);
    const game = match ? gameByNodeId(db, Number(match[1])) : undefined;
    if (!game) return reply.status(404).type('text/plain').send('Not found');
    return reply
      .header('cache-control', ICON_CACHE)
      .type('image/svg+xml; charset=utf-8')
      .send(gameIconSvg({ name: game.name, vendor: game.vendor, gameType: game.game_type }));
  });

  // Vendor logos (FOOTER-03): the image CALL-52 names for each vendor.
  app.get<{ Params: { file: string } }>('/img/vendors/:file', async (request, reply) => {
    const code = /^([A-Za-z0-9_]{1,32})\.svg$/.exec(request.params.file)?.[1];
    const vendor = code ? VENDORS.find((entry) => entry.code === code) : undefined;
    if (!vendor) return reply.status(404).type('text/plain').send('Not found');
    return reply.header('cache-control', ICON_CACHE).type('image/svg+xml; charset=utf-8').send(vendorLogoSvg(vendor));
  });

  // The demo pages close with the site (FLAG-19), as the calls do: a page says why, the bet answers the envelope.
  const closedPage = (request: FastifyRequest, reply: FastifyReply, found: LaunchLookup) => {
    const closure = siteClosure(db, request.ip);
    if (!closure) return undefined;
    const reason: SiteClosedReason =
      closure.code === 'MAINTENANCE'
        ? { kind: 'maintenance', operatorText: readSwitches(db).maintenanceText }
        : { kind: 'region', ip: request.ip };
    return sendPage(reply, closure.status, (nonce) => siteClosedPage(nonce, reason, languageOf(found)));
  };

  app.get<{ Params: { token: string } }>('/demo-game/:token', async (request, reply) => {
    const found = findLaunch(db, request.params.token, deps.now());
    const closed = closedPage(request, reply, found);
    if (closed) return closed;
    const launch = found.status === 'ok' && found.launch.kind === 'game' ? found.launch : undefined;
    const game = launch ? gameByNodeId(db, launch.nodeId) : undefined;
    const member = launch ? memberOf(launch) : undefined;
    if (!launch || !game || !member)
      return sendPage(reply, found.status === 'expired' ? 410 : 404, (nonce) => launchGonePage(nonce, goneOf(found)));
    const vendor = statement(db, 'SELECT name FROM vendors WHERE code = ?').get(game.vendor) as
      { name: string } | undefined;
    const brand = deps.brands.byId.get(member.brand);
    const minutes = brand && rulesFor(brand).realityCheck ? realityCheckMinutes(db, brand, member.id) : null;
    const realityCheck =
      minutes && launch.sessionKey ? { startedAt: sessionStart(db, launch.sessionKey) ?? deps.now(), minutes } : null;
    return sendPage(reply, 200, (nonce) =>
      demoGamePage({
        gameName: game.name,
        vendorName: vendor?.name ?? game.vendor,
        gameType: game.game_type,
        balanceCents: walletBalanceCents(db, member.id),
        currencySymbol: currencyOf(member),
        language: launch.language,
        visitorIp: request.ip,
        nonce,
        realityCheck,
      }),
    );
  });

  /**
   * The game a page's own calls act for: its launch, member and brand, else the refusal a bet gets.
   * From here on the call's refusals speak the game page's language.
   */
  const openedGame = (request: FastifyRequest<{ Params: { token: string } }>) => {
    const found = findLaunch(db, request.params.token, deps.now());
    if (found.status !== 'ok' || found.launch.kind !== 'game') {
      throw new PlatformError(
        'NOT_LOGGED_IN',
        found.status === 'expired' ? text('error.gameSessionExpired') : text('error.gameSessionInvalid'),
      );
    }
    setRequestLanguage(request, found.launch.language);
    const game = gameByNodeId(db, found.launch.nodeId);
    const member = memberOf(found.launch);
    const brand = member ? deps.brands.byId.get(member.brand) : undefined;
    if (!game || !member || !brand) throw new PlatformError('NOT_FOUND', text('error.gameGone'));
    return { launch: found.launch, game, member, brand };
  };

  // RG-18: what the game window's reality check tells, the figures the site's own dialog reads (CALL-150).
  app.get<{ Params: { token: string } }>('/demo-game/:token/reality', async (request, reply) => {
    assertSiteOpen(db, request.ip);
    const { launch, member } = openedGame(request);
    const summary = sessionSummary(db, member.id, launch.sessionKey ?? null, deps.now());
    reply.header('cache-control', 'no-store');
    return {
      success: true,
      startedAt: new Date(summary.startedAt).toISOString(),
      netResult: formatMoney(summary.netCents),
      staked: formatMoney(summary.stakedCents),
    };
  });

  // RG-18: "stop" in the game window's reality check ends the login that launched the game, on the site too.
  app.post<{ Params: { token: string } }>('/demo-game/:token/logout', async (request) => {
    const { launch } = openedGame(request);
    if (launch.sessionKey) closeSessionByKey(db, launch.sessionKey);
    return { success: true };
  });

  // The bet takes its amount as the page sends it, a JSON string: not a form post, and not `["1"]` or
  // `1`, which the routes' text-reading validator would turn into "1" (issue 24, item 8).
  const exactBody = exactBodyCompiler();
  app.post<{ Params: { token: string }; Body: { amount: string } }>(
    '/demo-game/:token/bet',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['amount'],
          properties: { amount: { type: 'string', maxLength: 20 } },
        },
      },
      // The route's only schema is its body's.
      validatorCompiler: ({ schema }) => exactBody(schema),
      preValidation: async (request) => assertBodyEncoding(request, 'application/json', 'The bet'),
    },
    async (request) => {
      assertSiteOpen(db, request.ip);
      const { launch, game, member, brand } = openedGame(request);
      // Issue 29: playing keeps the session in use, and a session limit reached ends it here too.
      if (launch.sessionKey) requireSessionGoesOn(db, brand, member.id, deps.now(), launch.sessionKey);
      const result = playRound(db, member, game, parseMoney(request.body.amount), deps.now(), brand);
      return {
        success: true,
        balance: formatMoney(result.balanceCents),
        win: formatMoney(result.winCents),
        stake: formatMoney(result.stakeCents),
      };
    },
  );

  app.get<{ Params: { token: string } }>('/demo-lottery/:token', async (request, reply) => {
    const now = deps.now();
    const found = findLaunch(db, request.params.token, now);
    const closed = closedPage(request, reply, found);
    if (closed) return closed;
    const launch = found.status === 'ok' && found.launch.kind === 'lottery' ? found.launch : undefined;
    const member = launch ? memberOf(launch) : undefined;
    if (!launch || !member)
      return sendPage(reply, found.status === 'expired' ? 410 : 404, (nonce) => launchGonePage(nonce, goneOf(found)));
    const single = launch.lotteryCode ? lotteryGame(db, launch.lotteryCode) : undefined;
    const prizeMode = (single?.prize_mode ?? launch.prizeMode ?? 'LOTT') as PrizeMode;
    const pageGame = (g: NonNullable<typeof single>) => ({ name: g.name, area: g.area, draw: openedNumbers(g, now) });
    return sendPage(reply, 200, (nonce) =>
      demoLotteryPage({
        ...(single ? { gameName: single.name } : {}),
        prizeMode,
        balanceCents: walletBalanceCents(db, member.id),
        currencySymbol: currencyOf(member),
        ...(single ? { game: pageGame(single) } : { lobby: lotteryMenu(db, prizeMode).map(pageGame) }),
        backUrl: launch.backUrl,
        language: launch.language,
        nonce,
      }),
    );
  });
}
