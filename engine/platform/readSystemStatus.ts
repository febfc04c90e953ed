import type { SystemStatus } from '../../schemas/api/entities.ts';
import type { RegisterRule } from '../../schemas/brand/registration.ts';
import { GatewayError } from '../api/errors.ts';
import { isHttpUrl } from '../core/util/isHttpUrl.ts';
import { isRecord } from '../core/util/isRecord.ts';

/**
 * The system status answer (CALL-01, ENT-22) checked by hand: the player carries no schema
 * validator (DESIGN §4). An answer without a known status or without `info` cannot be acted on
 * and is 'malformed' (the retryable error page); a bad optional field is dropped, so one odd
 * entry never closes the site.
 */

type Info = SystemStatus['info'];
type CustomerServiceEntry = NonNullable<Info['customerService']>[number];
type RegisterRules = NonNullable<Info['registerRules']>;

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.length <= max ? value : undefined;

const isStatusCode = (value: unknown): value is SystemStatus['status'] => value === 0 || value === 1 || value === 2;

const isWholeNumber = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/**
 * A CDN base (SHELL-05): an http(s) URL, or a bare host name taken as https. Anything else
 * (javascript:, protocol-relative, spaces) is dropped. A trailing slash is removed.
 */
export function cdnBase(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (/^[A-Za-z0-9.-]+(:[0-9]{1,5})?$/.test(value)) return `https://${value}`;
  if (!isHttpUrl(value)) return undefined;
  return value.replace(/\/+$/, '');
}

function booleanMap(value: unknown): Record<string, boolean> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function customerService(value: unknown): CustomerServiceEntry[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.flatMap((entry): CustomerServiceEntry[] => {
    if (!isRecord(entry)) return [];
    const title = text(entry.title, 100);
    const path = text(entry.path, 4096);
    const type = entry.type === 'LIVECHAT' || entry.type === 'TELEGRAM' ? entry.type : undefined;
    return title !== undefined && path && type ? [{ title, type, path }] : [];
  });
}

function registerRule(value: unknown): RegisterRule | undefined {
  if (!isRecord(value)) return undefined;
  const rule: RegisterRule = {};
  if (typeof value.enabled === 'boolean') rule.enabled = value.enabled;
  if (typeof value.required === 'boolean') rule.required = value.required;
  if (value.pattern === '*' || isWholeNumber(value.pattern, 0, 23)) rule.pattern = value.pattern;
  if (isWholeNumber(value.min, 0, 200)) rule.min = value.min;
  if (isWholeNumber(value.max, 1, 200)) rule.max = value.max;
  return rule;
}

function registerRules(value: unknown): RegisterRules | undefined {
  if (!isRecord(value)) return undefined;
  const rules: Record<string, RegisterRule> = {};
  for (const [field, raw] of Object.entries(value)) {
    const rule = registerRule(raw);
    if (rule) rules[field] = rule;
  }
  return rules as RegisterRules;
}

function urls(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.map(cdnBase).filter((url): url is string => url !== undefined);
}

function info(value: Record<string, unknown>): Info {
  const result: Info = {};
  const put = <K extends keyof Info>(key: K, field: Info[K] | undefined) => {
    if (field !== undefined) result[key] = field;
  };
  put('customerService', customerService(value.customerService));
  put('domainRoute', stringMap(value.domainRoute));
  put('whitelabel', booleanMap(value.whitelabel));
  put('registerRules', registerRules(value.registerRules));
  put('mainDomain', text(value.mainDomain, 253));
  put(
    'gtagId',
    typeof value.gtagId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value.gtagId) ? value.gtagId : undefined,
  );
  put('imageCDNs', urls(value.imageCDNs));
  put('launchGameCDNs', urls(value.launchGameCDNs));
  put('publicKey', typeof value.publicKey === 'string' && value.publicKey.length >= 16 ? value.publicKey : undefined);
  if (isRecord(value.resources)) result.resources = value.resources as Info['resources'];
  return result;
}

/** The status answer, cleaned; throws a 'malformed' GatewayError (shown as ERR-23) when it is unusable. */
export function readSystemStatus(value: unknown): SystemStatus {
  if (!isRecord(value) || !isStatusCode(value.status) || !isRecord(value.info)) {
    throw new GatewayError({ kind: 'malformed', code: 'MALFORMED_STATUS' });
  }
  const status: SystemStatus = {
    status: value.status,
    maintenance: value.maintenance === true,
    regionRestriction: value.regionRestriction === true,
    info: info(value.info),
  };
  const maintenanceText = text(value.maintenanceText, 2000);
  if (maintenanceText !== undefined) status.maintenanceText = maintenanceText;
  const ip = isRecord(value.location) ? text(value.location.ip, 64) : undefined;
  if (ip !== undefined) status.location = { ip };
  return status;
}
