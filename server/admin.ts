// Operator commands for the reference platform: `npm run admin -- <command>`. They write to the same
// database the running server reads on every call, so a switch takes effect at once.
import { loadPlatformBrands, setPlatformFlag } from './brands.ts';
import { openDb } from './db.ts';
import { localOutbox } from './services/outbox.ts';
import { readSwitches, setBlockedIps, setMaintenance } from './siteSwitches.ts';

const HELP = `Usage: npm run admin -- <command>

  status                          the site switches now in force
  maintenance on ["text"]         every brand shows the maintenance page (SHELL-02)
  maintenance off
  region block all | <ip>[,<ip>]  those visitors see the blocked-region page (SHELL-03)
  region clear
  flag <brand> <FLAG> on|off      a whitelabel module of one brand (overrides brand.json)
  outbox [recipient]              the latest SMS codes and e-mails the platform sent
`;

function fail(message: string): never {
  console.error(`${message}\n\n${HELP}`);
  process.exit(1);
}

const [command, ...args] = process.argv.slice(2);
const db = openDb();
try {
  switch (command) {
    case 'status': {
      const s = readSwitches(db);
      console.log(`maintenance: ${s.maintenance ? `on${s.maintenanceText ? ` ("${s.maintenanceText}")` : ''}` : 'off'}`);
      console.log(`blocked: ${s.blockedIps === 'all' ? 'every visitor' : s.blockedIps.length ? s.blockedIps.join(', ') : 'nobody'}`);
      break;
    }
    case 'maintenance':
      if (args[0] !== 'on' && args[0] !== 'off') fail('maintenance takes on or off.');
      setMaintenance(db, args[0] === 'on', args[0] === 'on' ? (args[1] ?? '') : undefined);
      console.log(`Maintenance is ${args[0]}.`);
      break;
    case 'region':
      if (args[0] === 'clear') setBlockedIps(db, []);
      else if (args[0] === 'block' && args[1]) setBlockedIps(db, args[1] === 'all' ? 'all' : args[1].split(','));
      else fail('region takes "block <all|ip,…>" or "clear".');
      console.log(args[0] === 'clear' ? 'No visitor is blocked.' : `Blocked: ${args[1]}.`);
      break;
    case 'flag': {
      const [brandId, flag, value] = args;
      const brand = loadPlatformBrands().byId.get(brandId ?? '');
      if (!brand) fail(`Unknown brand "${brandId ?? ''}".`);
      if (!flag || !/^[A-Z0-9_]+$/.test(flag) || (value !== 'on' && value !== 'off')) fail('flag takes <brand> <FLAG> on|off.');
      setPlatformFlag(db, brand, flag, value === 'on');
      console.log(`${brand.id}: ${flag} is ${value}.`);
      break;
    }
    case 'outbox':
      for (const m of localOutbox(db).list({ recipient: args[0], limit: 20 })) {
        console.log(`${new Date(m.createdAt).toISOString()}  ${m.channel.padEnd(5)} ${m.recipient}  ${m.subject ? `${m.subject}: ` : ''}${m.body.replace(/\s+/g, ' ')}`);
      }
      break;
    case 'help':
    case undefined:
      console.log(HELP);
      break;
    default:
      fail(`Unknown command "${command}".`);
  }
} finally {
  db.close();
}
