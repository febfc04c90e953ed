import { encryptCustomerServicePath } from '../../engine/api/csPath.ts';
import { isDevelopmentHost } from '../../engine/core/hosts.ts';
import type { ResponseOf } from '../../schemas/api/index.ts';
import { platformFlags, platformRegisterRules } from '../brands.ts';
import { walletModeFor } from '../money/walletMode.ts';
import type { CallContext, CallHandlers } from '../context.ts';
import { PlatformError } from '../errors.ts';
import { issueCaptcha } from '../services/captcha.ts';
import { hitRateLimit } from '../services/rateLimit.ts';
import { isBlocked, readSwitches } from '../siteSwitches.ts';
import { hostnameOf } from '../../engine/core/util/hostnameOf.ts';
import { text } from '../texts/index.ts';

type CustomerService = NonNullable<ResponseOf<'systemStatus'>['info']['customerService']>;

/**
 * Live chat on the platform's own chat page, and a Telegram channel per brand (ENT-10). Both are
 * left untitled: a title is the operator's own words in one language, shown as given, while an
 * untitled entry is named by its kind in the player's language ("Sembang langsung" in Malay).
 */
async function customerService(ctx: CallContext): Promise<CustomerService> {
  const code = ctx.brand.merchantCode;
  return [
    { title: '', type: 'LIVECHAT', path: await encryptCustomerServicePath(code, `${ctx.origin}/chat/cs-general`) },
    {
      title: '',
      type: 'TELEGRAM',
      path: await encryptCustomerServicePath(code, `https://t.me/${ctx.brand.id}_support`),
    },
  ];
}

/**
 * The brand's main domain: its first host that is not a development host, without "www.". (Cutting
 * to the last two labels would be wrong for "brand.com.my".)
 */
const mainDomainOf = (hosts: readonly string[]) =>
  hosts.find((host) => !isDevelopmentHost(host))?.replace(/^www\./, '') ?? 'localhost';

/** Where the download page's iOS link leads: its own guide to keeping the site on the home screen (AppDownload's Lite guide). */
export const HOME_SCREEN_GUIDE = '/download#lv-download-Lite';

/**
 * DL-02: the site resources the download page links. The reference platform has no native app to
 * give (an APK cannot be built here), so it lists no Android package rather than a link that
 * answers 404; the iOS entry leads to the guide for adding the site to the home screen, which
 * opens the brand as an app from its web app manifest. A real platform lists its real files.
 */
function siteResources(ctx: CallContext) {
  return { ios: { labelNameEn: 'iOS app', url: `${ctx.origin}${HOME_SCREEN_GUIDE}`, resourceType: 'iOS' } };
}

export const systemHandlers: CallHandlers<'systemStatus' | 'domainRoute' | 'captcha' | 'registerSettings'> = {
  /** CALL-01: status 0 normal, 1 maintenance, 2 region restricted (SHELL-01..04, FLAG-19). */
  async systemStatus(_input, ctx) {
    const switches = readSwitches(ctx.db);
    const blocked = isBlocked(switches, ctx.ip);
    return {
      status: switches.maintenance ? 1 : blocked ? 2 : 0,
      maintenance: switches.maintenance,
      ...(switches.maintenanceText ? { maintenanceText: switches.maintenanceText } : {}),
      regionRestriction: blocked,
      location: { ip: ctx.ip.replace(/^::ffff:/, '') },
      info: {
        customerService: await customerService(ctx),
        // Only this brand's own address: sister brands are not named to its visitors.
        domainRoute: { [ctx.brand.id]: mainDomainOf(ctx.brand.hosts) },
        resources: siteResources(ctx),
        // The wallet mode (CALL-61) is the platform's, so the player hides the wallet page by it (issue 26).
        whitelabel: {
          ...platformFlags(ctx.db, ctx.brand),
          SINGLEWALLET: walletModeFor(ctx.db, ctx.brand) === 'single',
        },
        registerRules: platformRegisterRules(ctx.db, ctx.brand),
        mainDomain: mainDomainOf(ctx.brand.hosts),
        // The platform serves its images and the demo games itself (SHELL-05).
        imageCDNs: [ctx.origin],
        launchGameCDNs: [ctx.origin],
        publicKey: ctx.publicKey,
      },
    };
  },

  /** CALL-02: the host must be one of a brand's (UNSPEC-21); otherwise ERR-21. */
  domainRoute({ host }, ctx) {
    const name = hostnameOf(host);
    const owner = [...ctx.brands.values()].find((brand) => brand.hosts.some((h) => h.toLowerCase() === name));
    if (!owner && !isDevelopmentHost(name)) throw new PlatformError('DOMAIN_CHECK_FAILED', text('error.domainCheck'));
    const brand = owner ?? ctx.brand;
    return { valid: true, brandId: brand.id, mainDomain: mainDomainOf(brand.hosts) };
  },

  /** CALL-18: a fresh captcha PNG; at most 30 a minute per visitor. */
  captcha(_input, ctx) {
    hitRateLimit(ctx.db, `captcha:${ctx.ip}`, 30, 60_000, ctx.now());
    return issueCaptcha(ctx.db, ctx.brand.id, ctx.ip, ctx.now());
  },

  /** CALL-11: the platform's register rules over the brand's defaults (REG-02, ENT-14). */
  registerSettings(_input, ctx) {
    return platformRegisterRules(ctx.db, ctx.brand);
  },
};
