import { getSetting, setSetting, type Db } from './db.ts';
import { PlatformError } from './errors.ts';
import { text } from './texts/index.ts';

/**
 * The operator's site-wide switches (FLAG-19): maintenance and region restriction. Set by the
 * admin command (stored in settings, read on every call, so a flip takes effect at once) or, where
 * never set there, by the environment: LIVERY_MAINTENANCE=1, LIVERY_MAINTENANCE_TEXT, and
 * LIVERY_BLOCKED_IPS ("all" or a comma-separated list of addresses).
 */
export interface SiteSwitches {
  maintenance: boolean;
  maintenanceText: string;
  /** 'all' blocks every visitor; otherwise the listed addresses. */
  blockedIps: 'all' | readonly string[];
}

export function readSwitches(db: Db, env: NodeJS.ProcessEnv = process.env): SiteSwitches {
  const maintenance = getSetting(db, 'maintenance') ?? env.LIVERY_MAINTENANCE ?? '0';
  const blocked = (getSetting(db, 'blockedIps') ?? env.LIVERY_BLOCKED_IPS ?? '').trim();
  return {
    maintenance: maintenance === '1' || maintenance === 'true',
    maintenanceText: getSetting(db, 'maintenanceText') ?? env.LIVERY_MAINTENANCE_TEXT ?? '',
    blockedIps:
      blocked === 'all'
        ? 'all'
        : blocked
            .split(',')
            .map((ip) => ip.trim())
            .filter(Boolean),
  };
}

export function setMaintenance(db: Db, on: boolean, text?: string): void {
  setSetting(db, 'maintenance', on ? '1' : '0');
  if (text !== undefined) setSetting(db, 'maintenanceText', text);
}

export function setBlockedIps(db: Db, value: 'all' | readonly string[]): void {
  setSetting(db, 'blockedIps', value === 'all' ? 'all' : value.join(','));
}

/** IPv4-mapped IPv6 ("::ffff:127.0.0.1") compares as the IPv4 address. */
const plain = (ip: string) => ip.replace(/^::ffff:/, '');

export function isBlocked(switches: SiteSwitches, ip: string): boolean {
  if (switches.blockedIps === 'all') return true;
  return switches.blockedIps.some((blocked) => plain(blocked) === plain(ip));
}

/** Pages outside the contract (the demo game, chat) close with the site too. */
export function assertSiteOpen(db: Db, ip: string): void {
  const switches = readSwitches(db);
  if (switches.maintenance)
    throw new PlatformError('MAINTENANCE', switches.maintenanceText || text('error.maintenance'));
  if (isBlocked(switches, ip)) throw new PlatformError('REGION_RESTRICTED', text('error.regionRestricted', { ip }));
}
