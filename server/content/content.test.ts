// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPlatformBrands, type PlatformBrand } from '../brands.ts';
import { openDb } from '../db.ts';
import { seedAccounts } from '../seed/accounts.ts';
import { maskAccount } from '../services/text.ts';
import { createTestPlatform, type TestPlatform } from '../../tests/support/platform.ts';
import { contentLanguageFor, platformLanguageOf } from './languages.ts';
import { pointsToCents } from './points.ts';
import { posterSvg } from './svgArt.ts';
import { imageTypeOf } from './feedback.ts';
import { seedContent } from './seed.ts';
import { TINY_PNG } from '../../tests/support/platformAnswers.ts';

describe('content helpers', () => {
  it('reads BCP 47 tags and platform codes, keeping Malay (MY) apart from Burmese (my) (I18N)', () => {
    expect(platformLanguageOf('ms')).toBe('MY');
    expect(platformLanguageOf('MY')).toBe('MY');
    expect(platformLanguageOf('my')).toBe('MM');
    expect(platformLanguageOf('zh-CN')).toBe('CN');
    expect(platformLanguageOf('zh')).toBe('CN');
    expect(platformLanguageOf('pt')).toBe('PT');
    const brand = { supportedLanguages: ['EN', 'CN'], defaultLanguage: 'EN' } as unknown as PlatformBrand;
    expect(contentLanguageFor(brand, 'zh-CN')).toBe('CN');
    expect(contentLanguageFor(brand, 'pt')).toBe('EN');
    expect(contentLanguageFor(brand, undefined)).toBe('EN');
  });

  it('masks accounts on the leaderboard (UNSPEC-12)', () => {
    expect(maskAccount('player8801')).toBe('pl***01');
    expect(maskAccount('abc')).toBe('a***');
  });

  it('converts points to cents at a decimal ratio without float drift (UNSPEC-60)', () => {
    expect(pointsToCents(500, '0.01')).toBe(500);
    expect(pointsToCents(333, '0.015')).toBe(499);
    expect(pointsToCents(7, '1.25')).toBe(875);
  });

  it('escapes text drawn into SVG and ignores colours that are not #hex', () => {
    const svg = posterSvg({
      width: 100,
      height: 50,
      headline: '<script>x</script>',
      tagline: 'a & b',
      colourFrom: 'red"/><script>',
      colourTo: '#123456',
    });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('a &amp; b');
    expect(svg).toContain('#123456');
  });

  it('recognises PNG and JPEG by their bytes only (VAL-19)', () => {
    expect(imageTypeOf(TINY_PNG)).toBe('image/png');
    expect(imageTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
  });
});

describe('content routes and seed', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('serves promotion pictures per brand and language, 404 for unknown ones', async () => {
    const chinese = await platform.app.inject({ method: 'GET', url: '/img/promotions/aurora/p-raffle.svg?lang=CN' });
    expect(chinese.statusCode).toBe(200);
    expect(chinese.headers['content-type']).toContain('image/svg+xml');
    expect(chinese.body).toContain('幸运抽奖');
    expect((await platform.app.inject({ method: 'GET', url: '/img/promotions/aurora/p-nope.svg' })).statusCode).toBe(
      404,
    );
    expect((await platform.app.inject({ method: 'GET', url: '/img/rewards/aurora/rw-speaker.png' })).statusCode).toBe(
      404,
    );
  });

  it('refuses a repeated query key with VALIDATION_FAILED rather than failing (500)', async () => {
    const repeated = await platform.app.inject({
      method: 'GET',
      url: '/img/promotions/aurora/p-raffle.svg?lang=CN&lang=EN',
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const chat = await platform.app.inject({ method: 'GET', url: '/chat/cs-general?t=a&t=b' });
    expect(chat.statusCode).toBe(400);
  });

  it('seeds every brand in its own languages, with its own name in the copy', () => {
    const languages = (brand: string) =>
      (
        platform.db
          .prepare('SELECT DISTINCT language FROM content_items WHERE brand = ? ORDER BY language')
          .all(brand) as { language: string }[]
      ).map((row) => row.language);
    expect(languages('aurora')).toEqual(['CN', 'EN', 'MY', 'PT']);
    expect(languages('jade')).toEqual(['CN', 'EN', 'PT']);
    const jadePopup = platform.db
      .prepare(`SELECT title FROM content_items WHERE brand = 'jade' AND id = 'pu-welcome' AND language = 'EN'`)
      .get();
    expect(jadePopup).toEqual({ title: 'Welcome to Jade' });
  });
});

describe('content seed per brand', () => {
  it('seeds one brand at a time, so a brand added later gets its content and member-centre data', () => {
    const { byId } = loadPlatformBrands();
    const aurora = byId.get('aurora')!;
    const jade = byId.get('jade')!;
    const db = openDb(':memory:');
    const count = (table: string, brand: string) =>
      (db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE brand = ?`).get(brand) as { n: number }).n;
    const messagesOf = (brand: string) =>
      (
        db
          .prepare(
            'SELECT COUNT(*) AS n FROM platform_messages p JOIN members m ON m.id = p.member_id WHERE m.brand = ?',
          )
          .get(brand) as { n: number }
      ).n;

    seedAccounts(db, aurora, 'x');
    db.transaction(() => seedContent(db, aurora))();
    expect(count('content_items', 'aurora')).toBeGreaterThan(0);
    expect(count('chat_models', 'aurora')).toBe(3);
    expect(messagesOf('aurora')).toBeGreaterThan(0);
    expect(count('content_items', 'jade')).toBe(0);

    seedAccounts(db, jade, 'x');
    db.transaction(() => seedContent(db, jade))();
    expect(count('content_items', 'jade')).toBeGreaterThan(0);
    expect(count('contracts', 'jade')).toBe(2);
    expect(messagesOf('jade')).toBe(messagesOf('aurora'));
    const paymentPasswords = db
      .prepare("SELECT COUNT(*) AS n FROM members WHERE brand = 'jade' AND payment_password_hash LIKE 'scrypt$%'")
      .get();
    expect(paymentPasswords).toEqual({ n: 5 });
    db.close();
  });
});
