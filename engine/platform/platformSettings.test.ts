// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withDefaults } from '../core/defaults.ts';
import { pickHost } from './pickHost.ts';
import { mergeRegisterRules, settingsFrom } from './platformSettings.ts';

const brand = withDefaults({ id: 'x', name: 'X', flags: { MANPLAYREB3: true } });
const defaults = { flags: brand.flags as Record<string, boolean>, registerRules: brand.registration.rules };

describe('platform settings (SHELL-04, SHELL-05)', () => {
  it('SHELL-05: picks each host at random from its list', () => {
    const hosts = ['https://a.example', 'https://b.example', 'https://c.example'];
    expect(pickHost(hosts, () => 0)).toBe('https://a.example');
    expect(pickHost(hosts, () => 0.5)).toBe('https://b.example');
    expect(pickHost(hosts, () => 0.999999)).toBe('https://c.example');
    expect(pickHost([], () => 0.5)).toBeNull();
    expect(pickHost(undefined)).toBeNull();
  });

  it('FLAG-19, DESIGN §4: platform whitelabel flags win over brand flags; unknown platform flags are kept', () => {
    const settings = settingsFrom(
      {
        status: 0,
        maintenance: false,
        regionRestriction: false,
        info: { whitelabel: { MANPLAYREB3: false, NEWMODULE9: true } },
      },
      defaults,
    );
    expect(settings.flags.MANPLAYREB3).toBe(false);
    expect(settings.flags.NEWMODULE9).toBe(true);
    expect(settings.flags.USERNAMEREG).toBe(true);
  });

  it('FLAG-14: register rules merge field by field, the platform winning', () => {
    const rules = mergeRegisterRules(defaults.registerRules, { mobileNum: { required: true } });
    expect(rules.mobileNum).toEqual({ ...defaults.registerRules.mobileNum, required: true });
    expect(rules.username).toEqual(defaults.registerRules.username);
    expect(mergeRegisterRules(defaults.registerRules, undefined)).toBe(defaults.registerRules);
  });

  it('records gtagId, main domain, public key and the visitor IP (SHELL-04, SHELL-06)', () => {
    const settings = settingsFrom(
      {
        status: 0,
        maintenance: false,
        regionRestriction: false,
        location: { ip: '203.0.113.7' },
        info: { gtagId: 'G-1', mainDomain: 'example.com', publicKey: 'MIIBIjANBgkqhkiG9w0B' },
      },
      defaults,
    );
    expect(settings).toMatchObject({
      gtagId: 'G-1',
      mainDomain: 'example.com',
      publicKey: 'MIIBIjANBgkqhkiG9w0B',
      ip: '203.0.113.7',
      imageHost: null,
    });
  });
});
