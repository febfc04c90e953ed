// @vitest-environment node
import { describe, expect, it } from 'vitest';
import cn from '../i18n/locales/cn.json';
import en from '../i18n/locales/en.json';
import my from '../i18n/locales/my.json';
import pt from '../i18n/locales/pt.json';
import { GatewayError, TEXT_KEYS, displayText, isCanceled, toGatewayError } from './errors.ts';
import { fromHttpFailure } from './transport.ts';

describe('what a failed call means (toGatewayError, and the transport’s fromHttpFailure for HTTP failures)', () => {
  const axiosError = (fields: Record<string, unknown>) =>
    Object.assign(new Error('failed'), { isAxiosError: true, ...fields });

  it('maps axios failures to catalogue kinds', () => {
    expect(fromHttpFailure(axiosError({ code: 'ERR_NETWORK' })).kind).toBe('network');
    expect(fromHttpFailure(axiosError({ code: 'ECONNABORTED' })).kind).toBe('timeout');
    expect(fromHttpFailure(axiosError({ code: 'ETIMEDOUT' })).kind).toBe('timeout');
    expect(fromHttpFailure(axiosError({ response: { status: 401, data: '' } })).kind).toBe('notLoggedIn');
    expect(fromHttpFailure(axiosError({ response: { status: 503, data: null } })).kind).toBe('maintenance');
    expect(fromHttpFailure(axiosError({ response: { status: 500, data: '<html>' } })).kind).toBe('unknown');
    expect(fromHttpFailure(axiosError({ response: { status: 404, data: '' } })).kind).toBe('unknown');
    const rejected = fromHttpFailure(
      axiosError({ response: { status: 400, data: { success: false, code: 'BAD_REQUEST', message: 'Nope' } } }),
    );
    expect(rejected).toMatchObject({ kind: 'rejected', code: 'BAD_REQUEST', message: 'Nope', status: 400 });
  });

  it('a platform too busy to answer (BUSY, 503) is an answer that took too long: ERR-20, offered again, not maintenance', () => {
    const busy = fromHttpFailure(
      axiosError({
        response: {
          status: 503,
          data: { success: false, code: 'BUSY', message: 'The platform is busy', retryAfter: 1 },
        },
      }),
    );
    expect(busy).toMatchObject({ kind: 'timeout', code: 'BUSY', status: 503, retryable: true, catalogueId: 'ERR-20' });
  });

  it('ROLE-05: a trial account refused (TRIAL_FORBIDDEN) is told in the engine’s words, in its language, and not offered again', () => {
    const trial = fromHttpFailure(
      axiosError({
        response: {
          status: 403,
          data: { success: false, code: 'TRIAL_FORBIDDEN', message: 'This is a trial account: please register.' },
        },
      }),
    );
    expect(trial).toMatchObject({ kind: 'trial', code: 'TRIAL_FORBIDDEN', retryable: false, catalogueId: 'GAME-04' });
    expect(displayText(trial, (key) => `<${key}>`)).toBe('<dialog.realAccountNeeded>');
  });

  it('marks cancellations, which players never see', () => {
    const axiosCancel = Object.assign(new Error('canceled'), {
      isAxiosError: true,
      name: 'CanceledError',
      code: 'ERR_CANCELED',
      __CANCEL__: true,
    });
    const canceled = fromHttpFailure(axiosCancel);
    expect(toGatewayError(axiosCancel)).toMatchObject({ kind: 'canceled' });
    expect(canceled).toMatchObject({ kind: 'canceled', canceled: true });
    expect(isCanceled(canceled)).toBe(true);
    expect(isCanceled(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isCanceled(new GatewayError({ kind: 'network' }))).toBe(false);
  });

  it('anything else is an unknown error, and a GatewayError passes through', () => {
    expect(toGatewayError(new TypeError('boom')).kind).toBe('unknown');
    expect(toGatewayError('string').kind).toBe('unknown');
    const existing = new GatewayError({ kind: 'domain' });
    expect(toGatewayError(existing)).toBe(existing);
    expect(existing).toMatchObject({ code: 'DOMAIN_CHECK_FAILED', catalogueId: 'ERR-21', retryable: false });
  });
});

describe('the texts of errors (engine locales, errors.*)', () => {
  it('every language has a non-empty text for every key a GatewayError can carry', () => {
    const all = [...new Set(Object.values(TEXT_KEYS))];
    const keys = all.filter((key) => key.startsWith('errors.')).map((key) => key.replace(/^errors\./, ''));
    // A kind may show a text of the engine's own locales (a trial refusal: the real-account notice's words).
    for (const [language, bundle] of Object.entries({ EN: en, CN: cn, MY: my, PT: pt }))
      for (const key of all.filter((candidate) => !candidate.startsWith('errors.')))
        expect(
          key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], bundle),
          `${language}.${key}`,
        ).toBeTruthy();
    for (const [language, texts] of Object.entries({ EN: en, CN: cn, MY: my, PT: pt })) {
      const bundle = texts.errors as Record<string, string>;
      expect(Object.keys(bundle).sort(), language).toEqual(Object.keys(en.errors).sort());
      for (const key of keys) expect(bundle[key]?.trim(), `${language}.${key}`).toBeTruthy();
    }
  });

  it('translations differ from English', () => {
    for (const texts of [cn, my, pt]) expect(texts.errors.network).not.toBe(en.errors.network);
  });
});
