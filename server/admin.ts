// Operator commands for the reference platform: `npm run admin -- <command>`. They write to the same
// database the running server reads on every call, so a switch takes effect at once (a deposit
// credited or a withdrawal decided reaches the member's live stream within a fraction of a second).
import { REGISTER_FIELDS } from '../schemas/brand/registration.ts';
import { flagsSchema } from '../schemas/brand/flags.ts';
import { loadPlatformBrands, platformRegisterRules, setPlatformFlag, setPlatformRegisterRule } from './brands.ts';
import { setWalletMode } from './money/walletMode.ts';
import { deliverMessage } from './content/messageBox.ts';
import { addMirrorSite, mirrorSites, removeMirrorSite } from './content/mirrorSites.ts';
import { replyToFeedback, unansweredFeedback } from './content/feedback.ts';
import { openDb, OPERATOR_BUSY_TIMEOUT_MS, setSetting } from './db.ts';
import {
  setBrandVerificationMethods,
  VERIFICATION_METHODS,
  type VerificationMethod,
} from './services/loginVerification.ts';
import { normaliseAccount } from './services/accounts.ts';
import { localOutbox } from './services/outbox.ts';
import { readSwitches, setBlockedIps, setMaintenance } from './siteSwitches.ts';
import { CASHIER_SETTINGS, cashierConfig, setCashierSetting, type CashierSetting } from './money/config.ts';
import { depositRow, pendingDeposits, settleDeposit } from './money/deposits.ts';
import { rowId } from './money/ids.ts';
import { checkLedger } from './money/ledger.ts';
import { rehearseSettlement, settleContracts } from './money/contractSettlement.ts';
import { applyingWithdrawals, autoConfirmDue, decideWithdrawal } from './money/withdrawals.ts';
import { formatMoney, parseMoney } from './money/format.ts';
import { ACTIVITY_STATUSES, type ActivityStatus } from '../schemas/api/calls/rewards.ts';
import { recordMissionProgress } from './content/missions.ts';
import { setPromotionEntry } from './content/rewards.ts';
import { PlatformError } from './errors.ts';
import { text } from './texts/index.ts';
import { userInfo } from 'node:os';
import { EXCLUSION_REGISTERS, type ExclusionRegister } from '../schemas/compliance/profiles.ts';
import {
  changeRegister,
  liftExclusion,
  liftLimit,
  registerReport,
  setRealityCheck,
  stateReport,
} from './responsibleGaming/operator.ts';

const HELP = `Usage: npm run admin -- <command>

  status                          the site switches now in force
  maintenance on ["text"]         every brand shows the maintenance page (SHELL-02)
  maintenance off
  region block all | <ip>[,<ip>]  those visitors see the blocked-region page (SHELL-03)
  region clear
  flag <brand> <FLAG> on|off      a whitelabel module of one brand (overrides brand.json)
  rule <brand> <field> key=value…  a register rule of one brand, e.g. rule aurora captcha enabled=true required=true
  currency <brand> <symbol>       the currency symbol of a brand's wallets
  wallet <brand> single|transfer  a brand's wallet mode (CALL-61)
  verification <brand> <ways>     how logins from new addresses are verified (AUTH-15): sms,email,totp,bankName
  outbox [recipient]              the latest SMS codes and e-mails the platform sent

  deposits                        deposits waiting: bank transfers for you, payment pages for the payer
  deposit arrive|fail ID ["reason"]  a bank transfer arrived (credited) or failed (MC-18 message either way)
  deposit fail ID ["reason"]      a payment-page (e-wallet, card) deposit fails now: its page no longer takes the payment
  withdrawals                     withdrawals applying, oldest first
  withdrawal approve ID           paid out: the member is asked to confirm receipt (WALLET-05)
  withdrawal reject ID "reason"   the money goes back to the member, with the reason
  receipts due [+MINUTES] [<brand> <account>]
                                  treat as received the paid-out withdrawals due now (or MINUTES from now), of everyone or one account (WALLET-06)
  cashier <brand> key=value…      autoConfirmMinutes, cancelAllowed, withdrawMinCents, withdrawMaxCents, withdrawFeeBasisPoints, timeZone
  message <brand> <account> "title" "html"
                                  sends a platform message to a member's box (MC-14); the badge rises live
  mirror <brand> [add|remove URL]  the brand's mirror sites (MC-23), listed, added or removed
  feedback                        members' feedback still waiting for a reply, oldest first (MC-20)
  feedback reply ID "text"        answers feedback F-ID: the member sees it beside their feedback
  ledger check                    every balance equals the sum of its ledger rows; exits 1 on a mismatch

  contracts settle                pay the contract periods that have ended: salaries and dividends into the ledger, each period once,
                                  dated at its end (CONTRACT-08); the server does this every minute by itself
  contracts settle [--dry-run] [+MINUTES | <ISO time>]
                                  a rehearsal: prints what a settlement MINUTES from now (or at that time) would pay, per contract and
                                  period, and writes nothing; periods not ended yet are counted from the bets placed so far
  promotion <brand> <account> <promotionId> <status> [amount]
                                  a member's status in a promotion (applying, process, claim with its bonus, rejected …; MC-11)
  mission <brand> <account> <missionId> <progress>
                                  a member's mission progress; at the target the reward is ready to claim (MC-13)

  rg <brand> <account>            a member's responsible gaming (issue 29): limits with used, left and pending
                                  changes, the exclusion, the reality check, and every change with who and when
  rg <brand> <account> lift limit <kind> <period> [--by NAME]
                                  lifts a limit after the profile's cooling-off, as a member's own raise would be
  rg <brand> <account> lift exclusion [--by NAME]
                                  ends a time-out or self-exclusion now, only where the brand's profile allows it
  rg <brand> <account> reality-check <minutes>|default [--by NAME]
                                  the member's reality-check interval (not below the profile's minimum)
  register <register> [add|remove <e-mail or mobile>] [--by NAME]
                                  the development self-exclusion register (gamstop), listed, added to or removed from
                                  Every change names its operator: --by NAME, else the system user.
`;

/** A refusal: what was wrong and how the command is written (its lines of HELP), not the whole help. */
function fail(message: string): never {
  const name = process.argv[2] ?? '';
  // A command's lines are the ones indented by two spaces; its synopsis ends at the first wide gap.
  const usage = HELP.split('\n')
    .filter((line) => /^ {2}\S/.test(line))
    .map((line) => line.trim().split(/\s{2,}/)[0]!)
    .filter((synopsis) => name !== '' && (synopsis === name || synopsis.startsWith(`${name} `)));
  console.error(
    usage.length
      ? `${message}\nUsage: ${usage.map((u) => `npm run admin -- ${u}`).join('\n       ')}`
      : `${message} \`npm run admin -- help\` lists the commands.`,
  );
  process.exit(1);
}

/** Who runs a command that changes a member's state: `--by NAME`, else the system user; the rest of the arguments. */
function operatorOf(args: string[]): { by: string; rest: string[] } {
  const at = args.indexOf('--by');
  if (at === -1) return { by: userInfo().username, rest: args };
  const by = args[at + 1]?.trim();
  if (!by) fail('--by takes the name of the operator making the change.');
  return { by, rest: [...args.slice(0, at), ...args.slice(at + 2)] };
}

const [command, ...args] = process.argv.slice(2);
// Beside a running server: each write waits its turn for the lock rather than failing (issue 24).
const db = openDb(undefined, { busyTimeoutMs: OPERATOR_BUSY_TIMEOUT_MS });
try {
  switch (command) {
    case 'status': {
      const s = readSwitches(db);
      console.log(
        `maintenance: ${s.maintenance ? `on${s.maintenanceText ? ` ("${s.maintenanceText}")` : ''}` : 'off'}`,
      );
      console.log(
        `blocked: ${s.blockedIps === 'all' ? 'every visitor' : s.blockedIps.length ? s.blockedIps.join(', ') : 'nobody'}`,
      );
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
      if (!field || !(REGISTER_FIELDS as readonly string[]).includes(field))
        fail(`Unknown field "${field ?? ''}". Fields: ${REGISTER_FIELDS.join(', ')}.`);
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
      console.log(
        `${brand.id}: ${field} ${JSON.stringify(platformRegisterRules(db, brand)[field as keyof ReturnType<typeof platformRegisterRules>])}.`,
      );
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
      const ways = list
        .split(',')
        .map((way) => way.trim())
        .filter(Boolean);
      if (
        !brand ||
        ways.length === 0 ||
        ways.some((way) => !(VERIFICATION_METHODS as readonly string[]).includes(way))
      ) {
        fail(`verification takes <brand> and a comma-separated list of: ${VERIFICATION_METHODS.join(', ')}.`);
      }
      setBrandVerificationMethods(db, brand, ways as VerificationMethod[]);
      console.log(`${brand.id}: logins from new addresses are verified by ${ways.join(', ')}.`);
      break;
    }
    case 'outbox':
      for (const m of localOutbox(db).list({ recipient: args[0], limit: 20 })) {
        console.log(
          `${new Date(m.createdAt).toISOString()}  ${m.channel.padEnd(5)} ${m.recipient}  ${m.subject ? `${m.subject}: ` : ''}${m.body.replace(/\s+/g, ' ')}`,
        );
      }
      break;
    case 'deposits': {
      const rows = pendingDeposits(db);
      if (rows.length === 0) console.log('No deposit is waiting.');
      for (const d of rows) {
        console.log(
          `D${d.id}  ${d.brand.padEnd(7)} ${d.account.padEnd(14)} ${formatMoney(d.amount_cents).padStart(10)}  ${d.kind.padEnd(7)} ref ${d.reference}  ${new Date(d.created_at).toISOString()}${d.kind === 'bank' ? '' : '  (waiting for the payment page)'}`,
        );
      }
      break;
    }
    case 'deposit': {
      const [action, id, reason] = args;
      if ((action !== 'arrive' && action !== 'fail') || !id) fail('deposit takes arrive|fail <ID>.');
      const row = depositRow(db, rowId('D', id, 'deposit'));
      if (!row) fail(`No deposit ${id}.`);
      // A payment-page deposit is credited only by its provider; the operator may fail one (issue 24).
      if (row.kind !== 'bank' && action === 'arrive')
        fail(
          `${id} is paid on the payment page, not by bank transfer: the provider credits it (or \`deposit fail ${id}\`).`,
        );
      // Without the operator's own words, the platform's, read in the member's language.
      const failure =
        reason ?? (row.kind === 'bank' ? text('deposit.transferMissing') : text('deposit.paymentCancelled'));
      const changed = settleDeposit(
        db,
        loadPlatformBrands().byId,
        row.id,
        action === 'arrive' ? 'succeeded' : 'failed',
        action === 'fail' ? failure : null,
        Date.now(),
      );
      if (!changed) fail(`${id} is already ${row.status}: nothing changed.`);
      console.log(
        action === 'arrive'
          ? `${id}: ${formatMoney(row.amount_cents)} credited to ${row.brand}/${row.member_id}.`
          : `${id}: marked failed; nothing credited.`,
      );
      break;
    }
    case 'withdrawals': {
      const rows = applyingWithdrawals(db);
      if (rows.length === 0) console.log('No withdrawal is waiting.');
      for (const w of rows) {
        console.log(
          `W${w.id}  ${w.brand.padEnd(7)} ${w.account.padEnd(14)} ${formatMoney(w.amount_cents).padStart(10)}  to ${w.bank_name} ${w.account_number} (${w.holder ?? '?'})  ${new Date(w.created_at).toISOString()}`,
        );
      }
      break;
    }
    case 'feedback': {
      const [action, id, text] = args;
      if (action === undefined) {
        const waiting = unansweredFeedback(db);
        if (!waiting.length) console.log('No feedback is waiting for a reply.');
        for (const item of waiting)
          console.log(
            `F-${item.id}  ${item.brand}/${item.account}  ${item.createdAt}  ${item.images} image(s)\n    ${item.content}`,
          );
        break;
      }
      if (action !== 'reply' || !id || text === undefined)
        fail('feedback takes no argument (the list) or reply <ID> "text".');
      const feedbackId = Number(/^(?:F-?)?(\d{1,12})$/i.exec(id)?.[1]);
      if (!Number.isInteger(feedbackId)) fail(`"${id}" is not a feedback id such as F-12.`);
      replyToFeedback(db, feedbackId, text, Date.now());
      console.log(`F-${feedbackId}: replied.`);
      break;
    }
    case 'withdrawal': {
      const [action, id, reason] = args;
      if ((action !== 'approve' && action !== 'reject') || !id)
        fail('withdrawal takes approve <ID> or reject <ID> "reason".');
      if (action === 'reject' && !reason?.trim()) fail('Give the member a reason: withdrawal reject <ID> "reason".');
      const row = decideWithdrawal(
        db,
        loadPlatformBrands().byId,
        rowId('W', id, 'withdrawal'),
        action === 'approve' ? { approve: true } : { approve: false, reason: reason!.trim() },
        Date.now(),
      );
      console.log(
        `${id}: ${row.status}${row.status === 'passed' ? `; treated as received at ${new Date(row.auto_confirm_at!).toISOString()} unless the member answers` : ', the money is back in the main wallet'}.`,
      );
      break;
    }
    case 'receipts': {
      // The minutes ahead play the clock forward for this check only (a rehearsal of WALLET-06); nothing else moves.
      const [due, ...rest] = args;
      const minutes = rest[0]?.startsWith('+') ? rest.shift()! : '+0';
      const ahead = Number(/^\+(\d{1,6})$/.exec(minutes)?.[1]);
      const [brandId, account] = rest;
      if (due !== 'due' || !Number.isInteger(ahead) || rest.length === 1 || rest.length > 2)
        fail('receipts takes due [+MINUTES] [<brand> <account>].');
      let memberId: number | undefined;
      if (brandId && account) {
        const member = db
          .prepare('SELECT id FROM members WHERE brand = ? AND account = ?')
          .get(brandId, normaliseAccount(account)) as { id: number } | undefined;
        if (!member) fail(`No account "${account}" on ${brandId}.`);
        memberId = member.id;
      }
      console.log(`${autoConfirmDue(db, Date.now() + ahead * 60_000, memberId)} withdrawal(s) treated as received.`);
      break;
    }
    case 'promotion':
    case 'mission': {
      const [brandId, account, itemId, value, amount] = args;
      if (!brandId || !account || !itemId || !value)
        fail(`${command} takes <brand> <account> <id> <${command === 'mission' ? 'progress' : 'status'}>.`);
      const member = db
        .prepare('SELECT id FROM members WHERE brand = ? AND account = ?')
        .get(brandId, normaliseAccount(account)) as { id: number } | undefined;
      if (!member) fail(`No account "${account}" on ${brandId}.`);
      if (command === 'mission') {
        const status = recordMissionProgress(db, brandId, member.id, itemId, Number(value));
        console.log(`${account} on ${brandId}: ${itemId} at ${value} (${status}).`);
      } else {
        if (!(ACTIVITY_STATUSES as readonly string[]).includes(value))
          fail(`The status is one of ${ACTIVITY_STATUSES.join(', ')}.`);
        const amountCents = amount === undefined ? 0 : parseMoney(amount);
        setPromotionEntry(
          db,
          { brand: brandId, memberId: member.id, promotionId: itemId, status: value as ActivityStatus, amountCents },
          Date.now(),
        );
        console.log(
          `${account} on ${brandId}: ${itemId} is ${value}${amount ? ` (${formatMoney(amountCents)})` : ''}.`,
        );
      }
      break;
    }
    case 'cashier': {
      const [brandId, ...pairs] = args;
      const brand = loadPlatformBrands().byId.get(brandId ?? '');
      if (!brand || pairs.length === 0)
        fail(`cashier takes <brand> key=value…, with keys: ${CASHIER_SETTINGS.join(', ')}.`);
      for (const pair of pairs) {
        const [key = '', value = ''] = pair.split('=');
        if (!(CASHIER_SETTINGS as readonly string[]).includes(key))
          fail(`Unknown cashier setting "${key}": use ${CASHIER_SETTINGS.join(', ')}.`);
        const setting = key as CashierSetting;
        if (setting === 'cancelAllowed') {
          if (value !== 'true' && value !== 'false') fail('cancelAllowed takes true or false.');
          setCashierSetting(db, brand.id, setting, value === 'true');
        } else if (setting === 'timeZone') {
          try {
            new Intl.DateTimeFormat('en', { timeZone: value });
          } catch {
            fail(`"${value}" is not a time zone (e.g. Asia/Kuala_Lumpur).`);
          }
          setCashierSetting(db, brand.id, setting, value);
        } else {
          const number = Number(value);
          if (!/^\d{1,12}$/.test(value) || (setting === 'autoConfirmMinutes' && (number < 1 || number > 10080)))
            fail(`${key} takes a whole number${setting === 'autoConfirmMinutes' ? ' from 1 to 10080' : ''}.`);
          setCashierSetting(db, brand.id, setting, number);
        }
      }
      const config = cashierConfig(db, brand);
      console.log(`${brand.id}: ${CASHIER_SETTINGS.map((k) => `${k}=${String(config[k])}`).join(' ')}.`);
      break;
    }
    case 'message': {
      const [brandId, account, title, html] = args;
      if (!brandId || !account || !title?.trim() || !html?.trim())
        fail('message takes <brand> <account> "title" "html".');
      const member = db
        .prepare('SELECT id FROM members WHERE brand = ? AND account = ?')
        .get(brandId, normaliseAccount(account)) as { id: number } | undefined;
      if (!member) fail(`No account "${account}" on ${brandId}.`);
      if (title.length > 200 || html.length > 20000)
        fail('A title has at most 200 characters and a message at most 20000.');
      const id = deliverMessage(db, member.id, { category: 'NOTICE', title: title.trim(), content: html }, Date.now());
      console.log(`${id} sent to ${brandId}/${account}.`);
      break;
    }
    case 'mirror': {
      const [brandId, action, url] = args;
      const brand = loadPlatformBrands().byId.get(brandId ?? '');
      if (!brand || (action !== undefined && ((action !== 'add' && action !== 'remove') || !url)))
        fail('mirror takes <brand> [add|remove URL].');
      if (action === 'add') console.log(`Added ${addMirrorSite(db, brand.id, url!)}.`);
      if (action === 'remove' && !removeMirrorSite(db, brand.id, url!))
        fail(`${url} is not one of ${brand.id}'s mirror sites.`);
      const sites = mirrorSites(db, brand.id);
      console.log(sites.length ? sites.map((site) => site.url).join('\n') : `${brand.id} has no mirror site.`);
      break;
    }
    case 'ledger': {
      if (args[0] !== 'check') fail('ledger takes check.');
      const report = checkLedger(db);
      for (const m of report.mismatches)
        console.error(
          `MISMATCH member ${m.memberId} (${m.account}) ${m.wallet}: balance ${formatMoney(m.kept)}, ledger ${formatMoney(m.ledger)}`,
        );
      for (const b of report.brokenChains)
        console.error(
          `BROKEN member ${b.memberId} ${b.wallet}: entry L${b.entryId} does not follow from the one before`,
        );
      if (report.mismatches.length || report.brokenChains.length) {
        process.exitCode = 1;
        console.error(
          `Ledger check FAILED: ${report.mismatches.length} wallet(s) differ, ${report.brokenChains.length} broken row(s).`,
        );
      } else {
        console.log(
          `Ledger check passed: ${report.wallets} wallet(s), ${report.entries} row(s); every balance is the sum of its rows.`,
        );
      }
      break;
    }
    case 'contracts': {
      // Only now settles for real: a time given (or --dry-run) rehearses, printing what would be paid
      // and writing nothing, so a period that has not ended is never paid before its bets are in.
      const [settle, ...rest] = args;
      const dryRun = rest.includes('--dry-run');
      const times = rest.filter((arg) => arg !== '--dry-run');
      if (settle !== 'settle') fail(`contracts takes settle${settle === undefined ? '' : `, not "${settle}"`}.`);
      if (times.length > 1) fail(`contracts settle takes one time, not ${times.length}.`);
      const now = Date.now();
      if (!dryRun && times.length === 0) {
        const run = settleContracts(db, loadPlatformBrands().byId, now);
        console.log(
          `Settled ${run.periods} period(s) of ${run.contracts} contract(s) ended by ${new Date(now).toISOString()}; paid ${formatMoney(run.paidCents)}.`,
        );
        break;
      }
      const when = times[0] ?? '+0';
      const ahead = /^\+(\d{1,7})$/.exec(when);
      const at = ahead ? now + Number(ahead[1]) * 60_000 : /^\d{4}-\d\d-\d\d/.test(when) ? Date.parse(when) : NaN;
      if (!Number.isFinite(at))
        fail(`"${when}" is neither +MINUTES nor an ISO time such as 2026-11-26T00:00:00+08:00.`);
      const rehearsal = rehearseSettlement(db, loadPlatformBrands().byId, at, now);
      console.log(`Rehearsal of a settlement at ${new Date(at).toISOString()}: nothing is paid or written.`);
      for (const p of rehearsal.payments) {
        console.log(
          `  ${`${p.brand}/${p.account}`.padEnd(24)} ${formatMoney(p.amountCents).padStart(10)}  ${p.reason}, valid bet ${formatMoney(p.validBetCents)}${p.open ? '  (not ended yet: bets so far)' : ''}`,
        );
      }
      console.log(
        `Would settle ${rehearsal.periods} period(s) of ${rehearsal.contracts} contract(s), ${rehearsal.payments.length} paying; would pay ${formatMoney(rehearsal.paidCents)} in all.` +
          (rehearsal.openPeriods
            ? ` ${rehearsal.openPeriods} of these period(s) have not ended: they are paid after their end, from every bet then placed.`
            : ''),
      );
      break;
    }
    case 'rg': {
      const { by, rest } = operatorOf(args);
      const [brandId, account, action, ...what] = rest;
      const brand = loadPlatformBrands().byId.get(brandId ?? '');
      if (!brand) fail(`Unknown brand "${brandId ?? ''}".`);
      const member = db
        .prepare('SELECT id, account FROM members WHERE brand = ? AND account = ?')
        .get(brand.id, normaliseAccount(account ?? '')) as { id: number; account: string } | undefined;
      if (!member) fail(`No account "${account ?? ''}" on ${brand.id}.`);
      const now = Date.now();
      if (action === undefined) console.log(stateReport(db, brand, member, now).join('\n'));
      else if (action === 'lift' && what[0] === 'limit')
        console.log(liftLimit(db, brand, member.id, what[1] ?? '', what[2] ?? '', by, now));
      else if (action === 'lift' && what[0] === 'exclusion') console.log(liftExclusion(db, brand, member.id, by, now));
      else if (action === 'reality-check' && (what[0] === 'default' || /^\d{1,4}$/.test(what[0] ?? '')))
        console.log(
          setRealityCheck(db, brand, member.id, what[0] === 'default' ? 'default' : Number(what[0]), by, now),
        );
      else
        fail('rg takes nothing, "lift limit <kind> <period>", "lift exclusion" or "reality-check <minutes>|default".');
      break;
    }
    case 'register': {
      const { by, rest } = operatorOf(args);
      const [register, action, identity] = rest;
      if (!EXCLUSION_REGISTERS.includes(register as ExclusionRegister) || register === 'none')
        fail(`Unknown register "${register ?? ''}": ${EXCLUSION_REGISTERS.filter((r) => r !== 'none').join(', ')}.`);
      const known = register as ExclusionRegister;
      if (action === undefined) console.log(registerReport(db, known).join('\n'));
      else if ((action === 'add' || action === 'remove') && identity)
        console.log(changeRegister(db, known, action, identity, by, Date.now()));
      else fail('register takes nothing, or add|remove with an e-mail address or a mobile number.');
      break;
    }
    case 'help':
    case undefined:
      console.log(HELP);
      break;
    default:
      fail(`Unknown command "${command}".`);
  }
} catch (error) {
  // A refusal (unknown id, already decided …) is the operator's to read, without a stack trace.
  if (!(error instanceof PlatformError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  db.close();
}
