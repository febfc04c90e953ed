// Operator commands for the reference platform: `npm run admin -- <command>`. They write to the same
// database the running server reads on every call, so a switch takes effect at once.
import { REGISTER_FIELDS } from '../schemas/brand/registration.ts';
import { flagsSchema } from '../schemas/brand/flags.ts';
import { loadPlatformBrands, platformRegisterRules, setPlatformFlag, setPlatformRegisterRule } from './brands.ts';
import { setWalletMode } from './content/brandMoney.ts';
import { openDb, setSetting } from './db.ts';
import { setBrandVerificationMethods, VERIFICATION_METHODS, type VerificationMethod } from './services/loginVerification.ts';
import { localOutbox } from './services/outbox.ts';
import { readSwitches, setBlockedIps, setMaintenance } from './siteSwitches.ts';

const HELP = `Usage: npm run admin -- <command>

  status                          the site switches now in force
  maintenance on ["text"]         every brand shows the maintenance page (SHELL-02)
  maintenance off
  region block all | <ip>[,<ip>]  those visitors see the blocked-region page (SHELL-03)
  region clear
  flag <brand> <FLAG> on|off      a whitelabel module of one brand (overrides brand.json)
  rule <brand> <field> key=value… a register rule of one brand, e.g. rule aurora captcha enabled=true required=true
  currency <brand> <symbol>       the currency symbol of a brand's wallets
  wallet <brand> single|transfer  a brand's wallet mode (CALL-61)
  verification <brand> <ways>     how logins from new addresses are verified (AUTH-15): sms,email,totp,bankName
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
      if (!flag || !(flag in flagsSchema.properties) || (value !== 'on' && value !== 'off')) {
        fail(`flag takes <brand> <FLAG> on|off, with one of: ${Object.keys(flagsSchema.properties).join(', ')}.`);
      }
      setPlatformFlag(db, brand, flag, value === 'on');
      console.log(`${brand.id}: ${flag} is ${value}.`);
      break;
    }
    case 'rule': {
      const [brandId, field, ...pairs] = args;
      const brand = loadPlatformBrands().byId.get(brandId ?? '');
      if (!brand) fail(`Unknown brand "${brandId ?? ''}".`);
      if (!field || !(REGISTER_FIELDS as readonly string[]).includes(field)) fail(`Unknown field "${field ?? ''}". Fields: ${REGISTER_FIELDS.join(', ')}.`);
      const rule: Record<string, unknown> = {};
      for (const pair of pairs) {
        const [key, value = ''] = pair.split('=');
        if (key === 'enabled' || key === 'required') rule[key] = value === 'true';
        else if (key === 'min' || key === 'max') rule[key] = Number(value);
        else if (key === 'pattern') rule[key] = value === '*' ? '*' : Number(value);
        else fail(`Unknown rule key "${key ?? ''}": use enabled, required, pattern, min or max.`);
        if (typeof rule[key] === 'number' && !Number.isInteger(rule[key])) fail(`${key} takes a whole number.`);
      }
      setPlatformRegisterRule(db, brand, field, rule);
      console.log(`${brand.id}: ${field} ${JSON.stringify(platformRegisterRules(db, brand)[field as keyof ReturnType<typeof platformRegisterRules>])}.`);
      break;
    }
    case 'currency': {
      const [brandId, symbol] = args;
      const brand = loadPlatformBrands().byId.get(brandId ?? '');
      if (!brand || !symbol || symbol.length > 8) fail('currency takes <brand> <symbol> (at most 8 characters).');
      setSetting(db, `currencySymbol:${brand.id}`, symbol);
      console.log(`${brand.id}: wallets in ${symbol}.`);
      break;
    }
    case 'wallet': {
      const [brandId, mode] = args;
      const brand = loadPlatformBrands().byId.get(brandId ?? '');
      if (!brand || (mode !== 'single' && mode !== 'transfer')) fail('wallet takes <brand> single|transfer.');
      setWalletMode(db, brand.id, mode);
      console.log(`${brand.id}: ${mode} wallet.`);
      break;
    }
    case 'verification': {
      const [brandId, list = ''] = args;
      const brand = loadPlatformBrands().byId.get(brandId ?? '');
      const ways = list.split(',').map((way) => way.trim()).filter(Boolean);
      if (!brand || ways.length === 0 || ways.some((way) => !(VERIFICATION_METHODS as readonly string[]).includes(way))) {
        fail(`verification takes <brand> and a comma-separated list of: ${VERIFICATION_METHODS.join(', ')}.`);
      }
      setBrandVerificationMethods(db, brand, ways as VerificationMethod[]);
      console.log(`${brand.id}: logins from new addresses are verified by ${ways.join(', ')}.`);
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
