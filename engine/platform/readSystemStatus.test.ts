// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { systemStatusExample } from '../../schemas/api/entities.ts';
import { GatewayError } from '../api/errors.ts';
import { cdnBase, readSystemStatus } from './readSystemStatus.ts';

describe('readSystemStatus (ENT-22)', () => {
  it('keeps a well-formed answer as it is', () => {
    expect(readSystemStatus(systemStatusExample)).toEqual(systemStatusExample);
  });

  it.each([null, 'ok', [], { status: 3, info: {} }, { status: '0', info: {} }, { status: 0 }, { status: 0, info: [] }])(
    'calls %j malformed (shown as ERR-23)',
    (answer) => {
      expect(() => readSystemStatus(answer)).toThrow(GatewayError);
      try {
        readSystemStatus(answer);
      } catch (error) {
        expect((error as GatewayError).kind).toBe('malformed');
      }
    },
  );

  it('drops bad optional fields instead of closing the site', () => {
    const status = readSystemStatus({
      status: 0,
      location: { ip: 42 },
      info: {
        whitelabel: { FREEPLAY3: true, MANPLAYREB3: 'yes' },
        customerService: [
          { title: 'Chat', type: 'LIVECHAT', path: 'abc' },
          { title: 'Fax', type: 'FAX', path: 'abc' },
          'nonsense',
        ],
        registerRules: { username: { enabled: true, min: -3, pattern: 99 }, captcha: 'on' },
        imageCDNs: ['https://img.example.com/', 'img2.example.com', 'javascript:alert(1)', '//evil.example', 7],
        gtagId: '<script>',
        publicKey: 'short',
      },
    });
    expect(status.location).toBeUndefined();
    expect(status.info.whitelabel).toEqual({ FREEPLAY3: true });
    expect(status.info.customerService).toEqual([{ title: 'Chat', type: 'LIVECHAT', path: 'abc' }]);
    expect(status.info.registerRules).toEqual({ username: { enabled: true } });
    expect(status.info.imageCDNs).toEqual(['https://img.example.com', 'https://img2.example.com']);
    expect(status.info.gtagId).toBeUndefined();
    expect(status.info.publicKey).toBeUndefined();
  });

  it('accepts http(s) CDN bases and bare host names only (SHELL-05)', () => {
    expect(cdnBase('http://cdn.example.com/games/')).toBe('http://cdn.example.com/games');
    expect(cdnBase('cdn.example.com:8443')).toBe('https://cdn.example.com:8443');
    expect(cdnBase('data:text/html,hi')).toBeUndefined();
    expect(cdnBase('https://')).toBeUndefined();
  });
});
