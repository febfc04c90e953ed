// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { captchaAnswerFor } from './services/captcha.ts';
import { createTestPlatform, platformForEachTest } from '../tests/support/platform.ts';

const platform = platformForEachTest();

const answerOf = async (url: string, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) => {
  const response = await platform.app.inject({ method: 'GET', url, ...options });
  return {
    status: response.statusCode,
    answer:
      response.statusCode === 200 ? (response.json() as { value: { answer: string | null } }).value.answer : undefined,
  };
};

describe('the developer captcha route (AUTH-08)', () => {
  it("answers this machine the latest captcha of the caller's address on the brand", async () => {
    await platform.call('captcha', undefined, { brand: 'JADE' });
    const jade = captchaAnswerFor(platform.db, 'jade', '127.0.0.1');
    expect(jade).toMatch(/^[A-Z0-9]{5}$/);
    expect(await answerOf('/dev/captcha', { headers: { 'x-merchant-code': 'JADE' } })).toEqual({
      status: 200,
      answer: jade,
    });
    expect(await answerOf('/dev/captcha?brand=jade')).toEqual({ status: 200, answer: jade });
    // Another brand has no captcha yet.
    expect(await answerOf('/dev/captcha?brand=aurora')).toEqual({ status: 200, answer: null });
  });

  it('answers no other machine, whatever it forwards, and nothing that came through a proxy (issue 14)', async () => {
    await platform.call('captcha', undefined, { brand: 'JADE', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect((await answerOf('/dev/captcha?brand=jade', { remoteAddress: '203.0.113.5' })).status).toBe(404);
    expect(
      (
        await answerOf('/dev/captcha?brand=jade', {
          remoteAddress: '203.0.113.5',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        })
      ).status,
    ).toBe(404);
    expect((await answerOf('/dev/captcha?brand=jade', { headers: { 'x-forwarded-for': '203.0.113.5' } })).status).toBe(
      404,
    );
  });

  it('is not there without the developer routes', async () => {
    const production = await createTestPlatform({ devRoutes: false });
    try {
      expect((await production.app.inject({ method: 'GET', url: '/dev/captcha?brand=jade' })).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });
});
