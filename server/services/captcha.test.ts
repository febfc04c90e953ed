// @vitest-environment node
import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { openDb } from '../db.ts';
import { captchaAnswerFor, consumeCaptcha, issueCaptcha } from './captcha.ts';
import { CAPTCHA_ALPHABET, renderCaptchaPng } from './captchaImage.ts';

// The probe of issue 9 read the old captcha (four fixed 5×7 bitmaps) with a template matcher. This
// is such a matcher: it cuts the ink at empty columns (or, when that does not give one piece per
// character, into equal slices), scales each piece's ink to a 10 × 14 grid and takes the template
// of fewest differing cells.

const GRID_W = 10;
const GRID_H = 14;
type Grid = Uint8Array;

function inkOf(png: PNG): boolean[] {
  const ink: boolean[] = [];
  for (let i = 0; i < png.width * png.height; i += 1) {
    const [r, g, b] = [png.data[i * 4]!, png.data[i * 4 + 1]!, png.data[i * 4 + 2]!];
    ink.push((r + g + b) / 3 < 150);
  }
  return ink;
}

function slices(png: PNG, count: number): Grid[] {
  const ink = inkOf(png);
  const columns = Array.from({ length: png.width }, (_, x) => ink.some((on, i) => on && i % png.width === x));
  const runs: [number, number][] = [];
  columns.forEach((on, x) => {
    if (on && (x === 0 || !columns[x - 1])) runs.push([x, x + 1]);
    else if (on) runs[runs.length - 1]![1] = x + 1;
  });
  const left = columns.indexOf(true);
  const right = columns.lastIndexOf(true) + 1;
  const width = (right - left) / count;
  const pieces =
    runs.length === count
      ? runs
      : Array.from({ length: count }, (_, k): [number, number] => [
          Math.floor(left + k * width),
          Math.max(Math.floor(left + k * width) + 1, Math.floor(left + (k + 1) * width)),
        ]);
  return pieces.map(([x0, x1]) => {
    let top = png.height;
    let bottom = 0;
    for (let y = 0; y < png.height; y += 1)
      for (let x = x0; x < x1; x += 1)
        if (ink[y * png.width + x]) {
          top = Math.min(top, y);
          bottom = Math.max(bottom, y + 1);
        }
    const grid = new Uint8Array(GRID_W * GRID_H);
    if (bottom <= top) return grid;
    for (let gy = 0; gy < GRID_H; gy += 1) {
      for (let gx = 0; gx < GRID_W; gx += 1) {
        const x = Math.floor(x0 + ((gx + 0.5) * (x1 - x0)) / GRID_W);
        const y = Math.floor(top + ((gy + 0.5) * (bottom - top)) / GRID_H);
        grid[gy * GRID_W + gx] = ink[y * png.width + x] ? 1 : 0;
      }
    }
    return grid;
  });
}

const distance = (a: Grid, b: Grid) => a.reduce((sum, v, i) => sum + (v === b[i] ? 0 : 1), 0);

/** Templates from one rendering of each character, then a reader. */
function trainMatcher(render: (answer: string) => Buffer, length: number) {
  const templates = [...CAPTCHA_ALPHABET].map((char) => ({
    char,
    grid: slices(PNG.sync.read(render(char.repeat(length))), length)[0]!,
  }));
  return (image: Buffer) =>
    slices(PNG.sync.read(image), length)
      .map(
        (grid) => templates.reduce((best, t) => (distance(t.grid, grid) < distance(best.grid, grid) ? t : best)).char,
      )
      .join('');
}

/** The captcha the probe solved: fixed 5×7 bitmaps at fixed places, a little jitter (for comparison). */
const FIXED: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  [...CAPTCHA_ALPHABET].map((char, n) => {
    let seed = n * 7919 + 13;
    const bit = () => ((seed = (seed * 1103515245 + 12345) % 2147483648), Math.floor(seed / 65536) % 2 === 1);
    return [
      char,
      Array.from({ length: 7 }, (_, row) =>
        row === 3 ? '#####' : Array.from({ length: 5 }, () => (bit() ? '#' : '.')).join(''),
      ),
    ];
  }),
);
function renderFixed(answer: string): Buffer {
  const png = new PNG({ width: 150, height: 50 });
  png.data.fill(245);
  [...answer].forEach((char, index) => {
    const left = 8 + index * 28 + randomInt(-2, 3);
    const top = 8 + randomInt(0, 6);
    FIXED[char]!.forEach((row, gy) =>
      [...row].forEach((cell, gx) => {
        if (cell !== '#') return;
        for (let dy = 0; dy < 4; dy += 1)
          for (let dx = 0; dx < 4; dx += 1) {
            const i = ((top + gy * 4 + dy) * 150 + left + gx * 4 + dx) * 4;
            png.data[i] = 40;
            png.data[i + 1] = 40;
            png.data[i + 2] = 90;
          }
      }),
    );
  });
  return PNG.sync.write(png);
}

const randomAnswer = () =>
  Array.from({ length: 5 }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join('');

describe('captcha (AUTH-08, REG-03; issue 9 probe)', () => {
  it('a template matcher that reads fixed bitmaps does not read the captcha: under 20% of 50', () => {
    const readFixed = trainMatcher(renderFixed, 5);
    const fixedRead = Array.from({ length: 20 }, randomAnswer).filter(
      (answer) => readFixed(renderFixed(answer)) === answer,
    ).length;
    expect(fixedRead).toBeGreaterThanOrEqual(18);

    const read = trainMatcher(renderCaptchaPng, 5);
    const answers = Array.from({ length: 50 }, randomAnswer);
    const solved = answers.filter((answer) => read(renderCaptchaPng(answer)) === answer).length;
    expect(solved).toBeLessThan(10);
    // Even character by character it mostly misses.
    const chars = answers.reduce(
      (sum, answer) => sum + [...read(renderCaptchaPng(answer))].filter((c, i) => c === answer[i]).length,
      0,
    );
    expect(chars / (answers.length * 5)).toBeLessThan(0.5);
  });

  it('two renderings of one answer differ', () => {
    const a = PNG.sync.read(renderCaptchaPng('K7RWP'));
    const b = PNG.sync.read(renderCaptchaPng('K7RWP'));
    const differing = inkOf(a).filter((on, i) => on !== inkOf(b)[i]).length;
    expect(differing).toBeGreaterThan(500);
  });

  it('is a base64 PNG of five characters, read without regard to case, once', () => {
    const db = openDb(':memory:');
    const now = Date.parse('2026-11-22T10:00:00Z');
    const image = issueCaptcha(db, 'aurora', '203.0.113.9', now);
    const png = PNG.sync.read(Buffer.from(image, 'base64'));
    expect([png.width, png.height]).toEqual([150, 50]);
    const answer = captchaAnswerFor(db, 'aurora', '203.0.113.9')!;
    expect(answer).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{5}$`));
    expect(() => consumeCaptcha(db, 'aurora', '203.0.113.9', ` ${answer.toLowerCase()} `, now + 1000)).not.toThrow();
    // Spent: the same answer again is refused.
    expect(() => consumeCaptcha(db, 'aurora', '203.0.113.9', answer, now + 2000)).toThrow(/captcha/i);
    issueCaptcha(db, 'aurora', '203.0.113.9', now);
    expect(() =>
      consumeCaptcha(
        db,
        'aurora',
        '203.0.113.9',
        captchaAnswerFor(db, 'aurora', '203.0.113.9'),
        now + 5 * 60 * 1000 + 1,
      ),
    ).toThrow(/captcha/i);
    db.close();
  });
});
