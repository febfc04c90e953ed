import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentSecurityPolicy, displayMoney, pageShell } from '../catalogue/pageShell.ts';
import { getSetting, setSetting, type Db } from '../db.ts';
import type { ExtraRouteDeps } from '../routeDeps.ts';
import { escapeHtml } from '../services/text.ts';
import { depositRow, settleDeposit, type DepositRow } from './deposits.ts';
import { publicId, rowId } from './ids.ts';

/**
 * The development payment provider of the reference platform: a local payment page where the payer
 * chooses "Pay" or "Fail", and the provider's callback to the platform, signed with a secret the two
 * share (HMAC-SHA256). The callback is idempotent: a deposit settles once, so a replay, a second
 * callback with the other outcome, or an unsigned or forged one moves no money.
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

const signedText = (c: Omit<ProviderCallback, 'signature'>) => `${c.depositId}|${c.outcome}|${c.amountCents}|${c.providerRef}`;

export function signCallback(db: Db, callback: Omit<ProviderCallback, 'signature'>): ProviderCallback {
  return { ...callback, signature: createHmac('sha256', providerSecret(db)).update(signedText(callback)).digest('hex') };
}

function validSignature(db: Db, callback: ProviderCallback): boolean {
  const expected = Buffer.from(createHmac('sha256', providerSecret(db)).update(signedText(callback)).digest('hex'));
  const given = Buffer.from(String(callback.signature));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const callbackSchema = {
  type: 'object', additionalProperties: false, required: ['depositId', 'outcome', 'amountCents', 'providerRef', 'signature'],
  properties: {
    depositId: { type: 'string', maxLength: 20 }, outcome: { type: 'string', enum: ['paid', 'failed'] },
    amountCents: { type: 'integer', minimum: 1 }, providerRef: { type: 'string', minLength: 1, maxLength: 64 },
    signature: { type: 'string', maxLength: 128 },
  },
} as const;

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  const nonce = randomBytes(16).toString('base64');
  return reply
    .status(status)
    .header('content-security-policy', contentSecurityPolicy(nonce).replace("form-action 'none'", "form-action 'self'"))
    // The page's key is in the address: keep it out of caches and referrers.
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(pageShell({ title, body, nonce }));
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

export function registerPaymentProvider(app: FastifyInstance, deps: ExtraRouteDeps): void {
  const { db, brands, now } = deps;

  app.get<{ Params: { depositId: string }; Querystring: { key?: string } }>('/dev-pay/:depositId', async (request, reply) => {
    const row = depositForPage(db, request.params.depositId, request.query.key);
    if (!row) return sendPage(reply, 404, 'Payment not found', '<h1>Payment not found</h1><p class="meta">This payment link is not valid.</p>');
    const brand = brands.byId.get(row.brand);
    const total = displayMoney(row.amount_cents + row.fee_cents);
    if (row.status !== 'pending') {
      return sendPage(reply, 200, 'Payment finished', `<h1>Payment ${row.status === 'succeeded' ? 'complete' : 'failed'}</h1><p class="meta">You can close this window and return to ${escapeHtml(brand?.name ?? 'the site')}.</p>`);
    }
    const key = escapeHtml(row.page_key ?? '');
    const id = publicId('D', row.id);
    const form = (action: 'pay' | 'fail', label: string) =>
      `<form method="post" action="/dev-pay/${id}/${action}"><input type="hidden" name="key" value="${key}"><button type="submit" id="${action}">${label}</button></form>`;
    return sendPage(
      reply, 200, 'Development payment page',
      `<h1>Development payment provider</h1>
<p class="meta">Paying ${escapeHtml(brand?.name ?? '')} — deposit ${id} (${row.kind === 'card' ? 'card' : 'e-wallet'}). No real money moves here.</p>
<p class="balance">Amount to pay: <strong>${total}</strong>${row.fee_cents ? ` (includes a fee of ${displayMoney(row.fee_cents)})` : ''}</p>
${form('pay', 'Pay')}${form('fail', 'Fail')}`,
    );
  });

  // The payer's choice: the provider calls the platform back (signed) as a real one would.
  app.post<{ Params: { depositId: string; action: string }; Body: { key?: string } }>('/dev-pay/:depositId/:action', async (request, reply) => {
    const { action } = request.params;
    const row = depositForPage(db, request.params.depositId, request.body?.key);
    if (!row || (action !== 'pay' && action !== 'fail')) return sendPage(reply, 404, 'Payment not found', '<h1>Payment not found</h1>');
    const callback = signCallback(db, {
      depositId: publicId('D', row.id), outcome: action === 'pay' ? 'paid' : 'failed', amountCents: row.amount_cents + row.fee_cents, providerRef: `DEV-${randomBytes(6).toString('hex')}`,
    });
    await app.inject({ method: 'POST', url: CALLBACK_PATH, payload: callback });
    const settled = depositRow(db, row.id)!;
    const brand = brands.byId.get(row.brand);
    return sendPage(
      reply, 200, 'Payment finished',
      `<h1 id="outcome">${settled.status === 'succeeded' ? 'Payment complete' : 'Payment failed'}</h1><p class="meta">You can close this window and return to ${escapeHtml(brand?.name ?? 'the site')}.</p>`,
    );
  });

  // The provider's callback: signed, for page deposits only, settling each deposit once.
  app.post<{ Body: ProviderCallback }>(CALLBACK_PATH, { schema: { body: callbackSchema } }, async (request, reply) => {
    const callback = request.body;
    if (!validSignature(db, callback)) {
      return reply.status(401).send({ success: false, code: 'BAD_REQUEST', message: 'The callback signature is not valid.' });
    }
    let id: number;
    try {
      id = rowId('D', callback.depositId, 'deposit');
    } catch {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'No such deposit.' });
    }
    const row = depositRow(db, id);
    if (!row || row.kind === 'bank') return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'No such payment.' });
    if (callback.amountCents !== row.amount_cents + row.fee_cents) {
      return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: 'The amount does not match the deposit.' });
    }
    const settled = settleDeposit(db, brands.byId, id, callback.outcome === 'paid' ? 'succeeded' : 'failed', callback.outcome === 'failed' ? 'the payment was declined' : null, now());
    return { success: true, value: { settled } };
  });
}
