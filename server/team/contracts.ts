import type { RequestOf, ResponseOf } from '../../schemas/api/index.ts';
import { requireDownlineNotExcluded } from '../responsibleGaming/exclusions.ts';
import { RATE_BOUNDS, RATE_PATTERN } from '../../schemas/api/contractRates.ts';
import { CONTRACT_KINDS, type ContractKind } from '../../schemas/vocabulary.ts';
import { CONTENT_LANGUAGES } from '../content/languages.ts';
import type { Member } from '../context.ts';
import { writeTransaction, type Db } from '../db.ts';
import { PlatformError } from '../errors.ts';
import { normaliseAccount } from '../services/accounts.ts';
import { formatMoney, parseMoney } from '../money/format.ts';
import { TRIAL_TYPE, isAgent, isTrial } from '../services/roles.ts';
import { text, renderText, type LocalisedParam, type PlatformText } from '../texts/index.ts';

export type { ContractKind };

/** A contract kind's name as a title ("Daily salary"), and inside a sentence ("a daily salary offer"). */
const kindTitle = (kind: ContractKind) => text(`contract.${kind}`);
const kindInText = (kind: ContractKind) => text(`contractKind.${kind}`);
/** Period a new offer gets when none is given (ENT-17): dividends settle semimonthly, salaries daily. */
const DEFAULT_PERIOD: Readonly<Record<ContractKind, Period>> = {
  dividend: 'H',
  dailySalary: 'D',
  hourlySalary: 'D',
  realtimeSalary: 'D',
};
/** A contract's settlement period: daily, weekly, semimonthly (H) or monthly (server/texts `contract.period.*`). */
export type Period = 'D' | 'W' | 'H' | 'M';

/** A rate as basis points (1.50% → 150), refused with the bounds when out of them or with more than 2 decimals. */
export function rateBasisPoints(kind: ContractKind, typed: string): number {
  const { min, max } = RATE_BOUNDS[kind];
  const bounds = text('contract.rateBounds', { contract: kindTitle(kind), min: min.toFixed(2), max: max.toFixed(2) });
  const match = RATE_PATTERN.exec(typed.trim());
  if (!match) return refuse(text('error.rateFormat', { rate: typed, bounds }));
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (basisPoints < min * 100 || basisPoints > max * 100)
    return refuse(text('error.rateOutside', { bounds, rate: typed.trim() }));
  return basisPoints;
}

/** The same body for all four calls (UNSPEC-09). */
export type ContractAction = RequestOf<'processDividendReq'>;

interface ContractRow {
  id: number;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  rate: string;
  period: Period;
  status: 'new' | 'accepted' | 'rejected' | 'termination';
}

/** Ends a contract: from `now` on it earns nothing (the period it ends in is settled up to `now`). */
const END_CONTRACT = `UPDATE contracts SET status = 'termination', updated_at = ?, ended_at = CASE WHEN accepted_at IS NULL THEN NULL ELSE ? END WHERE id = ?`;

function refuse(message: PlatformText): never {
  throw new PlatformError('VALIDATION_FAILED', message);
}

const accountOf = (db: Db, memberId: number) =>
  (db.prepare('SELECT account FROM members WHERE id = ?').get(memberId) as { account: string } | undefined)?.account ??
  `#${memberId}`;

/** "C-12" or "12" → 12. */
function contractIdOf(action: ContractAction): number | undefined {
  const typed = action.contractId ?? action.requestId;
  if (typed === undefined) return undefined;
  const match = /^(?:C-)?(\d{1,12})$/i.exec(typed.trim());
  return match ? Number(match[1]) : refuse(text('error.contractIdFormat', { id: typed }));
}

function findContract(
  db: Db,
  brand: string,
  kind: ContractKind,
  where: string,
  ...params: unknown[]
): ContractRow | undefined {
  return db
    .prepare(
      `SELECT id, kind, upline_id, downline_id, rate, period, status FROM contracts WHERE brand = ? AND kind = ? AND ${where} ORDER BY id DESC LIMIT 1`,
    )
    .get(brand, kind, ...params) as ContractRow | undefined;
}

/**
 * A contract by id, only when the member is a party to it (upline or downline): to anyone else it
 * does not exist, so nobody can probe other members' contracts or learn their accounts.
 */
const partyContract = (db: Db, brand: string, kind: ContractKind, id: number, member: Member) =>
  findContract(db, brand, kind, 'id = ? AND ? IN (upline_id, downline_id)', id, member.id);

const noSuchContract = (kind: ContractKind, id: number) =>
  new PlatformError('NOT_FOUND', text('error.noSuchContract', { kind: kindInText(kind), id }));

/**
 * Runs one action of a contract call between an upline and its direct downline; answers a message
 * for the member, a catalogue text the call words in the member's language.
 */
export function processContract(
  db: Db,
  brand: string,
  member: Member,
  kind: ContractKind,
  action: ContractAction,
  now: number,
): PlatformText {
  return writeTransaction(db, () => {
    switch (action.action) {
      case 'new':
        return offer(db, brand, member, kind, action, now);
      case 'accept':
      case 'reject':
        return answer(db, brand, member, kind, action, now);
      case 'terminate':
        return terminate(db, brand, member, kind, action, now);
    }
  });
}

function offer(
  db: Db,
  brand: string,
  member: Member,
  kind: ContractKind,
  action: ContractAction,
  now: number,
): PlatformText {
  if (!isAgent(member)) throw new PlatformError('NOT_AGENT', text('error.agentsOnlyContracts'));
  if (!action.downline) return refuse(text('error.contractDownlineMissing'));
  if (!action.rate) return refuse(text('error.contractRateMissing'));
  const basisPoints = rateBasisPoints(kind, action.rate);
  const rate = basisPoints / 100;
  // Accounts are stored in lower case: "Agent_Down1" names agent_down1.
  const downline = db
    .prepare('SELECT id, account, type, parent_id FROM members WHERE brand = ? AND account = ?')
    .get(brand, normaliseAccount(action.downline)) as
    { id: number; account: string; type: number; parent_id: number | null } | undefined;
  if (!downline || downline.parent_id !== member.id) {
    return refuse(text('error.notDirectDownline', { account: action.downline }));
  }
  // Issue 29: no contract is offered to an excluded downline.
  requireDownlineNotExcluded(db, downline, now);
  if (downline.type === TRIAL_TYPE) return refuse(text('error.trialNoContracts', { account: downline.account }));
  const pending = findContract(db, brand, kind, `downline_id = ? AND status = 'new'`, downline.id);
  if (pending)
    return refuse(text('error.offerPending', { account: downline.account, kind: kindInText(kind), id: pending.id }));
  const minBetCents = action.minBet === undefined ? 0 : parseMoney(action.minBet);
  const minActiveMembers = action.minActiveMembers ?? 0;

  // CONTRACT-07: the downline's own downlines may not earn more than it does. Warned first; going
  // ahead ends those contracts, so nobody is paid a higher rate than their upline.
  const above = db
    .prepare(
      `SELECT c.id, c.rate, m.account FROM contracts c JOIN members m ON m.id = c.downline_id
              WHERE c.brand = ? AND c.kind = ? AND c.upline_id = ? AND c.status IN ('new', 'accepted') AND CAST(c.rate AS REAL) > ? ORDER BY c.id`,
    )
    .all(brand, kind, downline.id, rate) as { id: number; rate: string; account: string }[];
  if (above.length > 0 && action.proceed !== true) {
    // The list in each language, as the refusal is worded in the reader's.
    const list: LocalisedParam = Object.fromEntries(
      CONTENT_LANGUAGES.map((language) => [
        language,
        above
          .map((c) => renderText(language, text('contract.paysTo', { rate: c.rate, account: c.account, id: c.id })))
          .join(', '),
      ]),
    );
    throw new PlatformError(
      'INVALID_STATE',
      text(above.length === 1 ? 'error.downlinePaysMore' : 'error.downlinePaysMoreMany', {
        account: downline.account,
        rate: rate.toFixed(2),
        list,
      }),
    );
  }
  for (const c of above) db.prepare(END_CONTRACT).run(now, now, c.id);

  const period = action.period ?? DEFAULT_PERIOD[kind];
  const rateText = rate.toFixed(2);
  const result = db
    .prepare(
      `INSERT INTO contracts (brand, kind, upline_id, downline_id, rate, period, status, created_at, updated_at, min_active_members, min_bet_cents)
              VALUES (?, ?, ?, ?, ?, ?, 'new', ?, ?, ?, ?)`,
    )
    .run(brand, kind, member.id, downline.id, rateText, period, now, now, minActiveMembers, minBetCents);
  const current = findContract(db, brand, kind, `downline_id = ? AND status = 'accepted'`, downline.id);
  // CONTRACT-07: a lower rate than the current contract is allowed, but the member is told what it replaces.
  const lower =
    current && Number(current.rate) > rate
      ? text('contract.offerLower', { rate: current.rate, account: downline.account })
      : '';
  const ended = above.length > 0 ? text('contract.offerEnded', { ids: above.map((c) => `C-${c.id}`).join(', ') }) : '';
  return text('contract.offered', {
    contract: kindTitle(kind),
    id: Number(result.lastInsertRowid),
    rate: rateText,
    // A dividend settles by its period; a salary by its kind (a real-time salary is not "daily").
    period: kind === 'dividend' ? text(`contract.period.${period}`) : text(`contract.cadence.${kind}`),
    account: downline.account,
    lower,
    ended,
  });
}

function answer(
  db: Db,
  brand: string,
  member: Member,
  kind: ContractKind,
  action: ContractAction,
  now: number,
): PlatformText {
  const id = contractIdOf(action);
  const contract =
    id !== undefined
      ? partyContract(db, brand, kind, id, member)
      : findContract(db, brand, kind, `downline_id = ? AND status = 'new'`, member.id);
  if (!contract)
    throw id !== undefined
      ? noSuchContract(kind, id)
      : new PlatformError('NOT_FOUND', text('error.noOfferToAnswer', { kind: kindInText(kind) }));
  const verb = action.action === 'accept' ? 'accept' : 'reject';
  // Only the upline gets here besides the downline: it may hear whom it made the offer to.
  if (contract.downline_id !== member.id) {
    return refuse(
      text(verb === 'accept' ? 'error.onlyOffereeAccept' : 'error.onlyOffereeReject', {
        account: accountOf(db, contract.downline_id),
        id: contract.id,
      }),
    );
  }
  if (contract.status !== 'new')
    return refuse(
      text('error.offerAnswered', {
        id: contract.id,
        status: text(`contractStatus.${contract.status === 'termination' ? 'terminated' : contract.status}`),
      }),
    );

  if (verb === 'reject') {
    db.prepare(`UPDATE contracts SET status = 'rejected', updated_at = ? WHERE id = ?`).run(now, contract.id);
    return text('contract.rejected', { kind: kindInText(kind), id: contract.id });
  }
  // CONTRACT-06: the newly signed contract replaces the one it supersedes.
  const replaced = db
    .prepare(
      `UPDATE contracts SET status = 'termination', updated_at = ?, ended_at = ? WHERE brand = ? AND kind = ? AND downline_id = ? AND status = 'accepted'`,
    )
    .run(now, now, brand, kind, member.id);
  db.prepare(`UPDATE contracts SET status = 'accepted', updated_at = ?, accepted_at = ? WHERE id = ?`).run(
    now,
    now,
    contract.id,
  );
  const note = replaced.changes > 0 ? text('contract.previousEnded') : '';
  return text('contract.accepted', { kind: kindInText(kind), id: contract.id, rate: contract.rate, note });
}

function terminate(
  db: Db,
  brand: string,
  member: Member,
  kind: ContractKind,
  action: ContractAction,
  now: number,
): PlatformText {
  const id = contractIdOf(action);
  let contract: ContractRow | undefined;
  if (id !== undefined) {
    contract = partyContract(db, brand, kind, id, member);
    if (!contract) throw noSuchContract(kind, id);
  } else if (action.downline) {
    contract = findContract(
      db,
      brand,
      kind,
      `upline_id = ? AND downline_id = (SELECT id FROM members WHERE brand = ? AND account = ?) AND status IN ('new', 'accepted')`,
      member.id,
      brand,
      normaliseAccount(action.downline),
    );
  } else contract = findContract(db, brand, kind, `downline_id = ? AND status = 'accepted'`, member.id);
  if (!contract) throw new PlatformError('NOT_FOUND', text('error.noContractToTerminate', { kind: kindInText(kind) }));
  if (contract.status !== 'new' && contract.status !== 'accepted')
    return refuse(text('error.contractEnded', { id: contract.id }));
  db.prepare(END_CONTRACT).run(now, now, contract.id);
  return text('contract.terminated', { contract: kindTitle(kind), id: contract.id });
}

const INFO_FLAG: Readonly<Record<ContractKind, string>> = {
  dividend: 'pendingDividend',
  dailySalary: 'pendingDailySalary',
  hourlySalary: 'pendingHourlySalary',
  realtimeSalary: 'pendingRealtimeSalary',
};

/**
 * Consolidated contract data (CALL-21, CONTRACT-03): per type 1 when the member may use it (agents
 * offer every type; others hold an accepted contract of it), and info flags for offers awaiting
 * the member's answer (the contract popup's trigger, UNSPEC-72). Trial accounts get nothing.
 */
export function consolidatedContracts(db: Db, brand: string, member: Member): ResponseOf<'fundsConsolidated'> {
  const held = new Set<string>();
  const pending = new Set<string>();
  if (!isTrial(member)) {
    const rows = db
      .prepare(
        `SELECT kind, status FROM contracts WHERE brand = ? AND downline_id = ? AND status IN ('new', 'accepted')`,
      )
      .all(brand, member.id) as { kind: ContractKind; status: 'new' | 'accepted' }[];
    for (const row of rows) (row.status === 'new' ? pending : held).add(row.kind);
  }
  const flag = (kind: ContractKind) => (!isTrial(member) && (isAgent(member) || held.has(kind)) ? 1 : 0);
  return {
    divtypereq: flag('dividend'),
    dailysalreqtype: flag('dailySalary'),
    contracthoursalreq: flag('hourlySalary'),
    realtimesalreqtype: flag('realtimeSalary'),
    info: Object.fromEntries(CONTRACT_KINDS.map((kind) => [INFO_FLAG[kind], pending.has(kind)])),
  };
}

const iso = (at: number | null) => (at === null ? undefined : new Date(at).toISOString());

/** The member's contracts on either side (CALL-140), newest first; the popup reads the offers awaiting its answer (CONTRACT-10). */
export function listContracts(
  db: Db,
  brand: string,
  member: Member,
  query: RequestOf<'contractList'>,
): ResponseOf<'contractList'> {
  const rows = db
    .prepare(
      `SELECT c.id, c.kind, c.upline_id, up.account AS upline, down.account AS downline, c.rate, c.period, c.status, c.min_active_members, c.min_bet_cents,
              c.created_at, c.accepted_at, c.ended_at
       FROM contracts c JOIN members up ON up.id = c.upline_id JOIN members down ON down.id = c.downline_id
       WHERE c.brand = ? AND ? IN (c.upline_id, c.downline_id)
         AND (? IS NULL OR c.kind = ?) AND (? IS NULL OR c.status = ?)
         AND (? IS NULL OR (? = 'upline') = (c.upline_id = ?))
       ORDER BY c.id DESC LIMIT 500`,
    )
    .all(
      brand,
      member.id,
      query.kind ?? null,
      query.kind ?? null,
      query.status ?? null,
      query.status ?? null,
      query.role ?? null,
      query.role ?? null,
      member.id,
    ) as {
    id: number;
    kind: ContractKind;
    upline_id: number;
    upline: string;
    downline: string;
    rate: string;
    period: Period;
    status: ContractRow['status'];
    min_active_members: number;
    min_bet_cents: number;
    created_at: number;
    accepted_at: number | null;
    ended_at: number | null;
  }[];
  return {
    list: rows.map((r) => ({
      contractId: `C-${r.id}`,
      kind: r.kind,
      role: r.upline_id === member.id ? 'upline' : 'downline',
      upline: r.upline,
      downline: r.downline,
      rate: r.rate,
      period: r.period,
      minActiveMembers: r.min_active_members,
      minBet: formatMoney(r.min_bet_cents),
      status: r.status,
      createdAt: iso(r.created_at)!,
      ...(r.accepted_at !== null ? { acceptedAt: iso(r.accepted_at) } : {}),
      ...(r.ended_at !== null ? { endedAt: iso(r.ended_at) } : {}),
    })),
  };
}
