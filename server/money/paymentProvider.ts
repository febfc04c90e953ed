import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LANGUAGE_TABLE } from '../../schemas/brand/languages.ts';
import { contentSecurityPolicy, displayMoney, pageShell } from '../catalogue/pageShell.ts';
import { getSetting, setSetting, type Db } from '../db.ts';
import type { ExtraRouteDeps } from '../routeDeps.ts';
import { escapeHtml } from '../services/text.ts';
import {
  depositRow,
  expiredOnPage,
  PAGE_EXPIRED_REASON,
  PAGE_PAYMENT_MINUTES,
  pageExpiresAt,
  settleDeposit,
  type DepositRow,
} from './deposits.ts';
import { publicId, rowId } from './ids.ts';
import type { ContentLanguage } from '../content/languages.ts';
import { memberLanguageOf } from '../services/accounts.ts';
import { readerLanguage, renderText, text, type TextKey, type TextParam } from '../texts/index.ts';

/**
 * The development payment provider of the reference platform: a local payment page where the payer
 * chooses "Pay" or "Fail", and the provider's callback to the platform, signed with a secret the two
 * share (HMAC-SHA256). The callback is idempotent: a deposit settles once, so a replay, a second
 * callback with the other outcome, or an unsigned or forged one moves no money. A deposit whose
 * page has expired (PAGE_PAYMENT_MINUTES) is no longer paid: it fails instead.
 *
 * It is one of the developer routes (devRoutes.ts): registered only with them on, answering this
 * machine only. Without it the platform takes no e-wallet or card deposit (deposits.ts).
 */
export const CALLBACK_PATH = '/dev-pay/callback';

export interface ProviderCallback {
  depositId: string;
  outcome: 'paid' | 'failed';
  /** What the provider collected, in minor units: the deposit's amount and fee. */
  amountCents: number;
  providerRef: string;
  signature: string;
}

/** The secret the provider signs with: made once per platform and kept in settings. */
export function providerSecret(db: Db): string {
  let secret = getSetting(db, 'paymentProvider:secret');
  if (!secret) {
    secret = randomBytes(32).toString('base64url');
    setSetting(db, 'paymentProvider:secret', secret);
  }
  return secret;
}

const signedText = (c: Omit<ProviderCallback, 'signature'>) =>
  `${c.depositId}|${c.outcome}|${c.amountCents}|${c.providerRef}`;

export function signCallback(db: Db, callback: Omit<ProviderCallback, 'signature'>): ProviderCallback {
  return {
    ...callback,
    signature: createHmac('sha256', providerSecret(db)).update(signedText(callback)).digest('hex'),
  };
}

function validSignature(db: Db, callback: ProviderCallback): boolean {
  const expected = Buffer.from(createHmac('sha256', providerSecret(db)).update(signedText(callback)).digest('hex'));
  const given = Buffer.from(String(callback.signature));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const callbackSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['depositId', 'outcome', 'amountCents', 'providerRef', 'signature'],
  properties: {
    depositId: { type: 'string', maxLength: 20 },
    outcome: { type: 'string', enum: ['paid', 'failed'] },
    amountCents: { type: 'integer', minimum: 1 },
    providerRef: { type: 'string', minLength: 1, maxLength: 64 },
    signature: { type: 'string', maxLength: 128 },
  },
} as const;

/**
 * The page's words in the payer's language (issue 26 item 7): `say` a catalogue text, escaped for
 * HTML; `sayHtml` one whose parameters are HTML already (an amount in <strong>), kept as they are.
 */
function pageWords(language: ContentLanguage) {
  const say = (key: TextKey, params?: Record<string, TextParam>) => escapeHtml(renderText(language, text(key, params)));
  const sayHtml = (key: TextKey, html: Record<string, string>) => {
    const marks = Object.keys(html).map((name, i) => [name, `\u0001${i}\u0001`] as const);
    let words = say(key, Object.fromEntries(marks));
    for (const [name, mark] of marks) words = words.replace(mark, html[name]!);
    return words;
  };
  return { say, sayHtml };
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string, language: ContentLanguage) {
  const nonce = randomBytes(16).toString('base64');
  return (
    reply
      .status(status)
      .header(
        'content-security-policy',
        contentSecurityPolicy(nonce).replace("form-action 'none'", "form-action 'self'"),
      )
      // The page's key is in the address: keep it out of caches and referrers.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(pageShell({ title, body, nonce, language: LANGUAGE_TABLE[language].tag }))
  );
}

/** The deposit a payment page key opens, if the key is right and the deposit pays by page. */
function depositForPage(db: Db, depositId: string, key: unknown): DepositRow | undefined {
  let id: number;
  try {
    id = rowId('D', depositId, 'deposit');
  } catch {
    return undefined;
  }
  const row = depositRow(db, id);
  if (!row?.page_key || typeof key !== 'string') return undefined;
  const a = Buffer.from(row.page_key);
  const b = Buffer.from(key);
  return a.length === b.length && timingSafeEqual(a, b) ? row : undefined;
}

type CallbackAnswer = {
  status: number;
  body: { success: true; value: { settled: boolean } } | { success: false; code: string; message: string };
};

/** What the platform does with a provider's callback: checked, then the deposit settled once. */
function receiveCallback(
  db: Db,
  brands: ExtraRouteDeps['brands'],
  callback: ProviderCallback,
  now: number,
): CallbackAnswer {
  const refused = (status: number, code: string, message: string): CallbackAnswer => ({
    status,
    body: { success: false, code, message },
  });
  if (!validSignature(db, callback)) return refused(401, 'BAD_REQUEST', 'The callback signature is not valid.');
  let id: number;
  try {
    id = rowId('D', callback.depositId, 'deposit');
  } catch {
    return refused(404, 'NOT_FOUND', 'No such deposit.');
  }
  const row = depositRow(db, id);
  if (!row || row.kind === 'bank') return refused(404, 'NOT_FOUND', 'No such payment.');
  if (callback.amountCents !== row.amount_cents + row.fee_cents)
    return refused(400, 'BAD_REQUEST', 'The amount does not match the deposit.');
  if (callback.outcome === 'paid' && row.status === 'pending' && now >= pageExpiresAt(row)) {
    settleDeposit(db, brands.byId, id, 'failed', PAGE_EXPIRED_REASON, now);
    return refused(
      409,
      'INVALID_STATE',
      `The deposit expired ${PAGE_PAYMENT_MINUTES} minutes after it was made; nothing was credited.`,
    );
  }
  const settled = settleDeposit(
    db,
    brands.byId,
    id,
    callback.outcome === 'paid' ? 'succeeded' : 'failed',
    callback.outcome === 'failed' ? text('deposit.paymentDeclined') : null,
    now,
  );
  return { status: 200, body: { success: true, value: { settled } } };
}

const outcomeTitle = (row: DepositRow): TextKey =>
  row.status === 'succeeded' ? 'payment.complete' : expiredOnPage(row) ? 'payment.expired' : 'payment.failed';

export function registerPaymentProvider(app: FastifyInstance, deps: ExtraRouteDeps): void {
  const { db, brands, now } = deps;
  /** The brand's name, else "the site" in the page's language. */
  const siteOf = (row: DepositRow): TextParam => brands.byId.get(row.brand)?.name ?? text('payment.theSite');
  /**
   * The payer reads the page in the language the deposit was made in, else the member's chosen one,
   * else the brand's default; a link that opens no deposit, in the visitor's.
   */
  const languageOf = (row: DepositRow): ContentLanguage => {
    const brand = brands.byId.get(row.brand);
    return brand ? readerLanguage(brand, row.language, memberLanguageOf(db, row.member_id)) : 'EN';
  };
  /** A link that opens no deposit: in the visitor's language (X-Language, else the brand's default). */
  const notFound = (request: FastifyRequest, reply: FastifyReply, explained: boolean) => {
    const { language } = deps.contextFor(request);
    const { say } = pageWords(language);
    const why = explained ? `<p class="meta">${say('payment.linkInvalid')}</p>` : '';
    return sendPage(reply, 404, say('payment.notFound'), `<h1>${say('payment.notFound')}</h1>${why}`, language);
  };
  const finished = (reply: FastifyReply, status: number, row: DepositRow, outcomeId = '') => {
    const language = languageOf(row);
    const { say } = pageWords(language);
    return sendPage(
      reply,
      status,
      say('payment.finished'),
      `<h1${outcomeId}>${say(outcomeTitle(row))}</h1><p class="meta">${say('payment.closeAndReturn', { site: siteOf(row) })}</p>`,
      language,
    );
  };

  app.get<{ Params: { depositId: string }; Querystring: { key?: string } }>(
    '/dev-pay/:depositId',
    async (request, reply) => {
      const row = depositForPage(db, request.params.depositId, request.query.key);
      if (!row) return notFound(request, reply, true);
      if (row.status !== 'pending') return finished(reply, 200, row);
      const language = languageOf(row);
      const { say, sayHtml } = pageWords(language);
      const money = (cents: number) => displayMoney(cents, LANGUAGE_TABLE[language].tag);
      if (now() >= pageExpiresAt(row)) {
        return sendPage(
          reply,
          410,
          say('payment.expired'),
          `<h1>${say('payment.expired')}</h1><p class="meta">${say('payment.expiredBody', { minutes: PAGE_PAYMENT_MINUTES, site: siteOf(row) })}</p>`,
          language,
        );
      }
      const key = escapeHtml(row.page_key ?? '');
      const id = publicId('D', row.id);
      const form = (action: 'pay' | 'fail', label: string) =>
        `<form method="post" action="/dev-pay/${id}/${action}"><input type="hidden" name="key" value="${key}"><button type="submit" id="${action}">${label}</button></form>`;
      const fee = row.fee_cents ? ` ${say('payment.fee', { fee: money(row.fee_cents) })}` : '';
      return sendPage(
        reply,
        200,
        say('payment.pageTitle'),
        `<h1>${say('payment.heading')}</h1>
<p class="meta">${say('payment.paying', { brand: brands.byId.get(row.brand)?.name ?? '', id, method: text(row.kind === 'card' ? 'payment.card' : 'payment.eWallet') })}</p>
<p class="balance">${sayHtml('payment.amount', { amount: `<strong>${money(row.amount_cents + row.fee_cents)}</strong>` })}${fee}</p>
<p class="meta">${say('payment.until', { time: new Date(pageExpiresAt(row)).toISOString().slice(11, 16) })}</p>
${form('pay', say('payment.pay'))}${form('fail', say('payment.fail'))}`,
        language,
      );
    },
  );

  // The payer's choice: the provider calls the platform back (signed) as a real one would.
  app.post<{ Params: { depositId: string; action: string }; Body: { key?: string } }>(
    '/dev-pay/:depositId/:action',
    async (request, reply) => {
      const { action } = request.params;
      const row = depositForPage(db, request.params.depositId, request.body?.key);
      if (!row || (action !== 'pay' && action !== 'fail')) return notFound(request, reply, false);
      const callback = signCallback(db, {
        depositId: publicId('D', row.id),
        outcome: action === 'pay' ? 'paid' : 'failed',
        amountCents: row.amount_cents + row.fee_cents,
        providerRef: `DEV-${randomBytes(6).toString('hex')}`,
      });
      receiveCallback(db, brands, callback, now());
      const settled = depositRow(db, row.id)!;
      return finished(reply, expiredOnPage(settled) ? 410 : 200, settled, ' id="outcome"');
    },
  );

  // The provider's callback: signed, for page deposits only, settling each deposit once.
  app.post<{ Body: ProviderCallback }>(CALLBACK_PATH, { schema: { body: callbackSchema } }, async (request, reply) => {
    const answer = receiveCallback(db, brands, request.body, now());
    return reply.status(answer.status).send(answer.body);
  });
}
