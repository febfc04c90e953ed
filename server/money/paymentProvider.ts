import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentSecurityPolicy, displayMoney, pageShell } from '../catalogue/pageShell.ts';
import { getSetting, setSetting, type Db } from '../db.ts';
import type { ExtraRouteDeps } from '../routeDeps.ts';
import { escapeHtml } from '../services/text.ts';
import {
  depositRow,
  PAGE_EXPIRED_REASON,
  PAGE_PAYMENT_MINUTES,
  pageExpiresAt,
  settleDeposit,
  type DepositRow,
} from './deposits.ts';
import { publicId, rowId } from './ids.ts';

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

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
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
      .send(pageShell({ title, body, nonce }))
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
    callback.outcome === 'failed' ? 'the payment was declined' : null,
    now,
  );
  return { status: 200, body: { success: true, value: { settled } } };
}

const outcomeTitle = (row: DepositRow) =>
  row.status === 'succeeded'
    ? 'Payment complete'
    : row.failure_reason === PAGE_EXPIRED_REASON
      ? 'Payment expired'
      : 'Payment failed';

export function registerPaymentProvider(app: FastifyInstance, deps: ExtraRouteDeps): void {
  const { db, brands, now } = deps;
  const returnTo = (row: DepositRow) => escapeHtml(brands.byId.get(row.brand)?.name ?? 'the site');

  app.get<{ Params: { depositId: string }; Querystring: { key?: string } }>(
    '/dev-pay/:depositId',
    async (request, reply) => {
      const row = depositForPage(db, request.params.depositId, request.query.key);
      if (!row)
        return sendPage(
          reply,
          404,
          'Payment not found',
          '<h1>Payment not found</h1><p class="meta">This payment link is not valid.</p>',
        );
      const brand = brands.byId.get(row.brand);
      const total = displayMoney(row.amount_cents + row.fee_cents);
      if (row.status !== 'pending') {
        return sendPage(
          reply,
          200,
          'Payment finished',
          `<h1>${outcomeTitle(row)}</h1><p class="meta">You can close this window and return to ${returnTo(row)}.</p>`,
        );
      }
      if (now() >= pageExpiresAt(row)) {
        return sendPage(
          reply,
          410,
          'Payment expired',
          `<h1>Payment expired</h1><p class="meta">This payment page was open for ${PAGE_PAYMENT_MINUTES} minutes. Nothing was taken; make a new deposit on ${returnTo(row)}.</p>`,
        );
      }
      const key = escapeHtml(row.page_key ?? '');
      const id = publicId('D', row.id);
      const form = (action: 'pay' | 'fail', label: string) =>
        `<form method="post" action="/dev-pay/${id}/${action}"><input type="hidden" name="key" value="${key}"><button type="submit" id="${action}">${label}</button></form>`;
      return sendPage(
        reply,
        200,
        'Development payment page',
        `<h1>Development payment provider</h1>
<p class="meta">Paying ${escapeHtml(brand?.name ?? '')} — deposit ${id} (${row.kind === 'card' ? 'card' : 'e-wallet'}). No real money moves here.</p>
<p class="balance">Amount to pay: <strong>${total}</strong>${row.fee_cents ? ` (includes a fee of ${displayMoney(row.fee_cents)})` : ''}</p>
<p class="meta">This page takes the payment until ${new Date(pageExpiresAt(row)).toISOString().slice(11, 16)} UTC.</p>
${form('pay', 'Pay')}${form('fail', 'Fail')}`,
      );
    },
  );

  // The payer's choice: the provider calls the platform back (signed) as a real one would.
  app.post<{ Params: { depositId: string; action: string }; Body: { key?: string } }>(
    '/dev-pay/:depositId/:action',
    async (request, reply) => {
      const { action } = request.params;
      const row = depositForPage(db, request.params.depositId, request.body?.key);
      if (!row || (action !== 'pay' && action !== 'fail'))
        return sendPage(reply, 404, 'Payment not found', '<h1>Payment not found</h1>');
      const callback = signCallback(db, {
        depositId: publicId('D', row.id),
        outcome: action === 'pay' ? 'paid' : 'failed',
        amountCents: row.amount_cents + row.fee_cents,
        providerRef: `DEV-${randomBytes(6).toString('hex')}`,
      });
      receiveCallback(db, brands, callback, now());
      const settled = depositRow(db, row.id)!;
      return sendPage(
        reply,
        settled.failure_reason === PAGE_EXPIRED_REASON ? 410 : 200,
        'Payment finished',
        `<h1 id="outcome">${outcomeTitle(settled)}</h1><p class="meta">You can close this window and return to ${returnTo(settled)}.</p>`,
      );
    },
  );

  // The provider's callback: signed, for page deposits only, settling each deposit once.
  app.post<{ Body: ProviderCallback }>(CALLBACK_PATH, { schema: { body: callbackSchema } }, async (request, reply) => {
    const answer = receiveCallback(db, brands, request.body, now());
    return reply.status(answer.status).send(answer.body);
  });
}
