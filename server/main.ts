// The reference platform with the built site: `npm start` runs this after building what is missing.
import type { AddressInfo } from 'node:net';
import { buildApp } from './app.ts';
import { devRoutesWanted } from './devAccess.ts';
import { loadPlatformBrands } from './brands.ts';
import { LiveBrands } from './liveBrands.ts';
import { openDb } from './db.ts';
import { loadOrCreateKeys } from './keys.ts';
import { serverLogger } from './logging.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts.ts';
import { seedOnce } from './seed/index.ts';
import { startReceiptSweep } from './money/withdrawals.ts';
import { expirePageDeposits } from './money/deposits.ts';
import { startContractSettlement } from './money/contractSettlement.ts';
import { sweepExpired } from './services/housekeeping.ts';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';

const devRoutes = devRoutesWanted(process.env, host);

const db = openDb();
const brands = loadPlatformBrands();
const seeded = await seedOnce(db, brands);
const keys = await loadOrCreateKeys(db);
// Brands as brands/ holds them now: saved or new brands are served without a rebuild or restart
// (LIVERY_LIVE_BRANDS=0 serves the built files only).
const live =
  process.env.LIVERY_LIVE_BRANDS === '0'
    ? undefined
    : new LiveBrands(brands, { onChange: () => void seedOnce(db, brands) });
live?.reload();
live?.watch();
const app = await buildApp({
  db,
  brands,
  keys,
  siteDir: process.env.SITE_DIR ?? 'dist',
  logger: serverLogger(process.env),
  trustProxy: process.env.LIVERY_TRUST_PROXY === '1',
  // The outbox, captcha and sign-in pages for developers: LIVERY_DEV_ROUTES=1, or a loopback HOST.
  devRoutes,
  ...(live ? { live } : {}),
});

sweepExpired(db, Date.now());
const sweeper = setInterval(() => sweepExpired(db, Date.now()), 60 * 60 * 1000);
sweeper.unref();
// Passed withdrawals nobody confirmed are treated as received once the brand's minutes are up (WALLET-06).
startReceiptSweep(db);
// E-wallet and card deposits whose payment page expired fail, nothing taken, and the member is told (issue 24).
const expiredPages = setInterval(() => expirePageDeposits(db, brands.byId, Date.now()), 30 * 1000);
expiredPages.unref();
// Contract periods that have ended are settled into the ledger, each once (CONTRACT-08, issue 17).
startContractSettlement(db, brands.byId);

await app.listen({ port, host });
// The port it listens on: the one asked for, or the one the system gave for PORT=0.
const { port: listening } = app.server.address() as AddressInfo;

const lines = [
  '',
  `Livery is running on ${host}, port ${listening}${seeded ? ' (demo data seeded)' : ''}. Data: ${process.env.DATA_DIR ?? '.data'}/`,
  '',
  'Brands:',
  ...[...brands.byId.values()].map(
    (b) =>
      `  ${b.id.padEnd(8)} http://${b.id}.localhost:${listening}/   (or http://localhost:${listening}/?brand=${b.id})`,
  ),
  `  default  http://localhost:${listening}/  → ${brands.hostMap.defaultBrand}`,
  '',
  `Demo accounts (every brand, password ${DEMO_PASSWORD}):`,
  ...DEMO_ACCOUNTS.map(
    (a) =>
      `  ${a.account.padEnd(13)} ${a.type === 0 ? 'member' : 'agent'}${a.parent ? `, downline of ${a.parent}` : ''}`,
  ),
  '  trial         "try free" on brands with free play makes a trial account',
  '',
  ...(devRoutes
    ? [
        '!! DEVELOPER ROUTES ARE ON: /dev/outbox (SMS codes, e-mails), /dev/captcha (captcha answers), /dev-auth (sign-in), /dev-pay (payment page).',
        '!! They answer requests from this machine only, never through a proxy. LIVERY_DEV_ROUTES=0 turns them off.',
        `SMS codes and e-mails: http://localhost:${listening}/dev/outbox  or  npm run admin -- outbox`,
      ]
    : [
        'Developer routes are off (LIVERY_DEV_ROUTES=1 turns them on for this machine).',
        'E-wallet and card deposits are off: the development payment page is a developer route, and no other provider is set up.',
        'SMS codes and e-mails: npm run admin -- outbox',
      ]),
  'Operator switches:     npm run admin -- help',
  '',
];
console.log(lines.join('\n'));

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    live?.close();
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
