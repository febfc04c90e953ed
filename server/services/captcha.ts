import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import type { Db } from '../db.ts';
import { PlatformError } from '../errors.ts';

/** A captcha is good for 5 minutes and one attempt (AUTH-08, REG-03). */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
const DIGITS = 4;

// 5×7 bitmaps of the digits 0–9, one string per row ('#' = ink).
const GLYPHS: readonly (readonly string[])[] = [
  ['.###.', '#...#', '#..##', '#.#.#', '##..#', '#...#', '.###.'],
  ['..#..', '.##..', '..#..', '..#..', '..#..', '..#..', '.###.'],
  ['.###.', '#...#', '....#', '...#.', '..#..', '.#...', '#####'],
  ['#####', '...#.', '..#..', '...#.', '....#', '#...#', '.###.'],
  ['...#.', '..##.', '.#.#.', '#..#.', '#####', '...#.', '...#.'],
  ['#####', '#....', '####.', '....#', '....#', '#...#', '.###.'],
  ['..##.', '.#...', '#....', '####.', '#...#', '#...#', '.###.'],
  ['#####', '....#', '...#.', '..#..', '.#...', '.#...', '.#...'],
  ['.###.', '#...#', '#...#', '.###.', '#...#', '#...#', '.###.'],
  ['.###.', '#...#', '#...#', '.####', '....#', '...#.', '.##..'],
];

const WIDTH = 120;
const HEIGHT = 44;
const SCALE = 4;

/** Renders the digits as a PNG with jitter and noise, so the text is not trivially machine-read. */
export function renderCaptchaPng(answer: string): Buffer {
  const png = new PNG({ width: WIDTH, height: HEIGHT });
  const set = (x: number, y: number, [r, g, b]: readonly number[]) => {
    if (x < 0 || y < 0 || x >= WIDTH || y >= HEIGHT) return;
    const i = (y * WIDTH + x) * 4;
    png.data[i] = r!; png.data[i + 1] = g!; png.data[i + 2] = b!; png.data[i + 3] = 255;
  };
  for (let y = 0; y < HEIGHT; y += 1) for (let x = 0; x < WIDTH; x += 1) set(x, y, [245, 245, 240]);
  for (let n = 0; n < 160; n += 1) set(randomInt(WIDTH), randomInt(HEIGHT), [170 + randomInt(60), 170 + randomInt(60), 170 + randomInt(60)]);
  [...answer].forEach((char, index) => {
    const glyph = GLYPHS[Number(char)]!;
    const ink = [randomInt(20, 90), randomInt(20, 90), randomInt(60, 140)];
    const left = 10 + index * 27 + randomInt(-2, 3);
    const top = 5 + randomInt(0, 6);
    glyph.forEach((row, gy) =>
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < SCALE; dy += 1) for (let dx = 0; dx < SCALE - 1; dx += 1) set(left + gx * SCALE + dx + Math.floor(gy / 3), top + gy * SCALE + dy, ink);
      }),
    );
  });
  for (let line = 0; line < 3; line += 1) {
    let y = randomInt(HEIGHT);
    const colour = [120 + randomInt(80), 120 + randomInt(80), 120 + randomInt(80)];
    for (let x = 0; x < WIDTH; x += 1) {
      y = Math.min(HEIGHT - 1, Math.max(0, y + randomInt(-1, 2)));
      set(x, y, colour);
    }
  }
  return PNG.sync.write(png);
}

/** One captcha per visitor (brand + address): a new one replaces the last. */
const keyOf = (brand: string, ip: string) => `${brand}|${ip}`;

/** Makes a new captcha for the visitor and returns its PNG as base64 (CALL-18). */
export function issueCaptcha(db: Db, brand: string, ip: string, now: number): string {
  const answer = Array.from({ length: DIGITS }, () => String(randomInt(10))).join('');
  db.prepare('INSERT INTO captchas (id, answer, client_ip, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET answer = excluded.answer, expires_at = excluded.expires_at')
    .run(keyOf(brand, ip), answer, ip, now + CAPTCHA_TTL_MS);
  return renderCaptchaPng(answer).toString('base64');
}

/** Checks and spends the visitor's captcha; a wrong, missing or expired one is refused (VAL-05). */
export function consumeCaptcha(db: Db, brand: string, ip: string, given: string | undefined, now: number): void {
  const key = keyOf(brand, ip);
  const row = db.prepare('SELECT answer, expires_at FROM captchas WHERE id = ?').get(key) as { answer: string; expires_at: number } | undefined;
  if (row) db.prepare('DELETE FROM captchas WHERE id = ?').run(key);
  if (!given?.trim()) throw new PlatformError('CAPTCHA_REQUIRED', 'Please enter the captcha.', { captcha: true });
  if (!row || row.expires_at <= now || row.answer !== given.trim()) {
    throw new PlatformError('CAPTCHA_REQUIRED', 'The captcha is incorrect, please try again.', { captcha: true });
  }
}

/** Test support: the answer of the visitor's current captcha. */
export function captchaAnswerFor(db: Db, brand: string, ip: string): string | undefined {
  return (db.prepare('SELECT answer FROM captchas WHERE id = ?').get(keyOf(brand, ip)) as { answer: string } | undefined)?.answer;
}
