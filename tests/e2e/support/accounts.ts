// Fresh accounts for account journeys, and what the platform "sent" them (the developer outbox) or
// showed them (the captcha answer), read from the e2e platform's developer routes.
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { expect, type APIRequestContext } from '@playwright/test';
import { encryptPayload } from '../../../engine/api/crypto.ts';
import { admin, loginAs } from './platform.ts';
import { merchantCodeOf } from './session.ts';

/** The platform's public key (system status), for the bodies of encrypted calls. */
async function publicKeyOf(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const status = (await (await request.get('/wps/system/status', { headers })).json()) as Envelope<{
    info: { publicKey: string };
  }>;
  return status.value.info.publicKey;
}

/** A brand's whitelabel modules as built (brand.json over base): which account paths it offers. */
export function flagsOf(brandId: string): Record<string, boolean> {
  return builtBrand(brandId).flags ?? {};
}

/** The dialing code a brand's forms start with. */
export const dialingCodeOf = (brandId: string) => builtBrand(brandId).registration?.defaultCountryDialingCode ?? '+60';

const builtBrand = (brandId: string) =>
  JSON.parse(readFileSync(`dist/brands/${brandId}.json`, 'utf8')) as {
    flags?: Record<string, boolean>;
    registration?: { defaultCountryDialingCode?: string };
  };

/** A username no other test uses: a letter first, then letters and digits, at most 16. */
export const freshUsername = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-5)}${randomInt(1000, 9999)}`.slice(0, 16);
/** A national mobile number no seeded account uses (9 digits). */
export const freshMobile = () => `17${randomInt(1_000_000, 9_999_999)}`;
/** An address of a documentation range (TEST-NET-2) no account has logged in from. */
export const freshAddress = () => `198.51.100.${randomInt(1, 254)}`;

export interface OutboxMessage {
  id: number;
  brand: string;
  channel: 'sms' | 'email';
  recipient: string;
  subject?: string;
  body: string;
  createdAt: number;
}

/** The messages the platform sent to `recipient`, newest first (GET /dev/outbox). */
export async function outboxFor(request: APIRequestContext, recipient: string): Promise<OutboxMessage[]> {
  const answer = (await (await request.get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`)).json()) as {
    value: OutboxMessage[];
  };
  return answer.value;
}

/**
 * The newest message to `recipient` sent after message `afterId`, waiting for it. The wait is long
 * because sending a code first solves the platform's proof-of-work challenge in the page, which
 * takes seconds on a loaded machine.
 */
export async function nextMessage(request: APIRequestContext, recipient: string, afterId = 0): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outboxFor(request, recipient)).find((message) => message.id > afterId);
        return found !== undefined;
      },
      { message: `a message to ${recipient}` },
    )
    .toBe(true);
  return found!;
}

/** The id of the newest message to `recipient` (0 for none): what a later nextMessage must follow. */
export const lastMessageId = async (request: APIRequestContext, recipient: string) =>
  (await outboxFor(request, recipient))[0]?.id ?? 0;

/** The code in an SMS or e-mail of the platform, in whichever language it was written. */
export function codeIn(message: OutboxMessage): string {
  const code = /(?<![\d.,])\b(\d{4,8})\b(?![.,]\d)/.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in "${message.body}"`);
  return code;
}

/** The answer of the captcha the platform last made for this machine on the brand (GET /dev/captcha). */
export async function captchaAnswer(request: APIRequestContext, brandId: string): Promise<string> {
  const answer = (await (await request.get(`/dev/captcha?brand=${brandId}`)).json()) as {
    value: { answer: string | null };
  };
  if (!answer.value.answer) throw new Error(`no captcha on ${brandId}`);
  return answer.value.answer;
}

type Envelope<T> = { success: boolean; value: T; code?: string; message?: string };

async function solvedChallenge(
  request: APIRequestContext,
  brandId: string,
  action: 'sms' | 'register',
): Promise<string> {
  const headers = { 'x-merchant-code': merchantCodeOf(brandId) };
  const answer = (await (
    await request.get(`/wps/verification/challenge?action=${action}`, { headers })
  ).json()) as Envelope<Parameters<typeof solveChallenge>[0]['challenge']>;
  const solution = await solveChallenge({ challenge: answer.value, deriveKey });
  return Buffer.from(JSON.stringify({ challenge: answer.value, solution })).toString('base64');
}

/** The e-mail field is not collected by the brands' defaults: the operator switches it on (optional), once per brand. */
const emailCollected = new Set<string>();
function collectEmail(brandId: string): void {
  if (emailCollected.has(brandId)) return;
  admin('rule', brandId, 'email', 'enabled=true', 'required=false');
  emailCollected.add(brandId);
}

export interface FreshAccount {
  brandId: string;
  username: string;
  password: string;
  email?: string;
  mobile?: string;
  dialingCode: string;
  /** The session the registration opened (it logs the new account in). */
  token?: string;
}

/**
 * Registers a fresh account on `brandId` through the platform, as the register dialog does
 * (challenge, encrypted body, the SMS code from the outbox where the brand verifies numbers), from
 * this machine's address, which the account then knows. Without a username it registers by mobile.
 */
export async function registerAccount(
  request: APIRequestContext,
  brandId: string,
  options: { username?: string; email?: boolean; mobile?: boolean } = {},
): Promise<FreshAccount> {
  const headers = { 'x-merchant-code': merchantCodeOf(brandId) };
  const dialingCode = dialingCodeOf(brandId);
  const password = `pw${randomInt(100_000, 999_999)}x`;
  const account: FreshAccount = { brandId, username: options.username ?? '', password, dialingCode };
  const body: Record<string, unknown> = { password, confirmPassword: password, registerMethod: 'WEB', login: true };
  if (options.username) body.username = options.username;
  if (options.email) {
    collectEmail(brandId);
    account.email = `${options.username ?? freshUsername('m')}@example.com`;
    body.email = account.email;
  }
  if (options.mobile || !options.username) {
    account.mobile = freshMobile();
    Object.assign(body, { mobileNum: account.mobile, countryDialingCode: dialingCode });
    if (flagsOf(brandId).REGMOBVERF3) {
      const recipient = `${dialingCode}${account.mobile}`;
      const key = await publicKeyOf(request, headers);
      const sent = await request.post('/wps/verification/sms/register', {
        headers,
        data: await encryptPayload(key, {
          mobileNo: account.mobile,
          countryDialingCode: dialingCode,
          challengeToken: await solvedChallenge(request, brandId, 'sms'),
        }),
      });
      expect(((await sent.json()) as Envelope<unknown>).success).toBe(true);
      body.verificationCode = codeIn(await nextMessage(request, recipient));
    }
  }
  body.challengeToken = await solvedChallenge(request, brandId, 'register');
  const path = options.username ? '/wps/member/register' : '/wps/member/register/mobile';
  const answer = (await (
    await request.put(path, { headers, data: await encryptPayload(await publicKeyOf(request, headers), body) })
  ).json()) as Envelope<{ userName: string; token?: string }>;
  if (!answer.success) throw new Error(`register on ${brandId}: ${answer.code} ${answer.message}`);
  account.username = answer.value.userName;
  account.token = answer.value.token;
  return account;
}

/**
 * A member account an agent (demo_agent unless named) opens right below it on `brandId` with a
 * password it chose (AG-03, CALL-116), as its agent centre does: the member must choose their own at
 * first login (AUTH-05).
 */
export async function openDownline(
  request: APIRequestContext,
  brandId: string,
  upline = 'demo_agent',
): Promise<{ username: string; password: string }> {
  const headers = { 'x-merchant-code': merchantCodeOf(brandId) };
  const agent = await loginAs(request, upline, headers['x-merchant-code']);
  const username = freshUsername('dl');
  const password = `first${randomInt(1000, 9999)}`;
  const body = await encryptPayload(await publicKeyOf(request, headers), {
    username,
    password,
    confirmPassword: password,
    kind: 'member',
  });
  const answer = (await (
    await request.post('/wps/relay/AGT_registerDownline', {
      headers: { ...headers, authorization: `Bearer ${agent}` },
      data: body,
    })
  ).json()) as Envelope<{ userName: string }>;
  if (!answer.success) throw new Error(`open a downline on ${brandId}: ${answer.code} ${answer.message}`);
  return { username: answer.value.userName, password };
}
