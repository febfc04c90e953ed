import { randomInt } from 'node:crypto';
import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from './captchaImage.ts';
import { text } from '../texts/index.ts';

/** A captcha is good for 5 minutes and one attempt (AUTH-08, REG-03). */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Five characters of CAPTCHA_ALPHABET; the answer is read without regard to case. */
const LENGTH = 5;

/** One captcha per visitor (brand + address): a new one replaces the last. */
const keyOf = (brand: string, ip: string) => `${brand}|${ip}`;

/** Makes a new captcha for the visitor and returns its PNG as base64 (CALL-18). */
export function issueCaptcha(db: Db, brand: string, ip: string, now: number): string {
  const answer = Array.from({ length: LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');
  db.prepare(
    'INSERT INTO captchas (id, answer, client_ip, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET answer = excluded.answer, expires_at = excluded.expires_at',
  ).run(keyOf(brand, ip), answer, ip, now + CAPTCHA_TTL_MS);
  return renderCaptchaPng(answer).toString('base64');
}

/**
 * Checks and spends the visitor's captcha, whatever the case typed; a wrong, missing or expired one
 * is refused (VAL-05) with CAPTCHA_REQUIRED and `captcha: true`. A missing one also names the field
 * and the rule (`field: 'captcha', rule: 'required'`): "enter the captcha", never "it is wrong".
 */
export function consumeCaptcha(db: Db, brand: string, ip: string, given: string | undefined, now: number): void {
  const key = keyOf(brand, ip);
  const row = db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?').get(key) as
    { answer: string; expires_at: number } | undefined;
  if (row) db.prepare('DELETE FROM captchas WHERE id = ?').run(key);
  // None given: the caller did not know one was needed (a page reloaded after a failure), so the
  // answer says the captcha is required, not wrong: the form shows it and keeps what was typed.
  if (!given?.trim())
    throw new PlatformError('CAPTCHA_REQUIRED', text('error.captchaRequired'), {
      captcha: true,
      field: 'captcha',
      rule: 'required',
    });
  if (!row || row.expires_at <= now || row.answer !== given.trim().toUpperCase()) {
    throw new PlatformError('CAPTCHA_REQUIRED', text('error.captchaIncorrect'), { captcha: true });
  }
}

/** Test support: the answer of the visitor's current captcha. */
export function captchaAnswerFor(db: Db, brand: string, ip: string): string | undefined {
  return (
    db.prepare('SELECT answer FROM captchas WHERE id = ?').get(keyOf(brand, ip)) as { answer: string } | undefined
  )?.answer;
}
