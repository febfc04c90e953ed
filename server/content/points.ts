import type { ResponseOf } from '../../schemas/api/index.ts';
import { writeTransaction, type Db } from '../db.ts';
import { pageCount } from '../catalogue/paging.ts';
import { PlatformError } from '../errors.ts';
import { payBonus } from '../money/credits.ts';
import { addToRow } from './addToRow.ts';
import { rewardImagePath } from './imagePaths.ts';
import { pickName, type ContentLanguage } from './languages.ts';
import { text, renderText, renderStored, storedText, wordsIn, type PlatformText } from '../texts/index.ts';

/** A passing payment-password check opens redeem for this long, once (UNSPEC-14). */
export const PASSWORD_CHECK_VALID_MS = 2 * 60 * 1000;

export type PointConfig = ResponseOf<'getPointConfig'> & { minConvert: number };

export function pointBalance(db: Db, memberId: number): number {
  const row = db.prepare('SELECT points FROM member_points WHERE member_id = ?').get(memberId) as
    { points: number } | undefined;
  return row?.points ?? 0;
}

export function pointConfig(db: Db, brand: string): PointConfig {
  const row = db.prepare('SELECT ratio, min_convert FROM point_config WHERE brand = ?').get(brand) as
    { ratio: string; min_convert: number } | undefined;
  return { ratio: row?.ratio ?? '0.01', minConvert: row?.min_convert ?? 100 };
}

/**
 * Money for a number of points at a ratio (money per point, a decimal string), in whole cents,
 * rounded down: the ratio is read as integer millionths so no float rounding creeps in.
 */
export function pointsToCents(points: number, ratio: string): number {
  const [whole = '0', fraction = ''] = ratio.split('.');
  const micros = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
  return Number((BigInt(points) * micros) / 10_000n);
}

/**
 * Adds (or takes) points and records why; never below zero. The platform's own words are kept as
 * their text code and parameters, read in the reader's language; a reward's name as it is.
 */
function movePoints(
  db: Db,
  memberId: number,
  delta: number,
  type: string,
  remark: string | PlatformText,
  now: number,
): number {
  const balance = pointBalance(db, memberId);
  if (balance + delta < 0)
    throw new PlatformError('INSUFFICIENT_BALANCE', text('error.notEnoughPoints', { balance, needed: -delta }));
  addToRow(db, 'member_points', [memberId], delta);
  const stored = typeof remark === 'string' ? null : storedText(remark);
  db.prepare(
    'INSERT INTO point_transactions (member_id, points, type, remark, text_code, text_params, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(
    memberId,
    delta,
    type,
    wordsIn('EN', remark),
    stored?.code ?? null,
    stored?.params ?? null,
    new Date(now).toISOString(),
  );
  return balance + delta;
}

/** Converts points to main-wallet money at the brand's ratio (UNSPEC-13, UNSPEC-60). */
export function convertPoints(
  db: Db,
  brand: string,
  memberId: number,
  points: number,
  now: number,
): { points: number; creditedCents: number } {
  const { ratio, minConvert } = pointConfig(db, brand);
  if (points < minConvert) throw new PlatformError('VALIDATION_FAILED', text('error.pointsMin', { min: minConvert }));
  const creditedCents = pointsToCents(points, ratio);
  if (creditedCents <= 0) throw new PlatformError('VALIDATION_FAILED', text('error.pointsTooFew'));
  // The points taken and the money paid are written together or not at all.
  return writeTransaction(db, () => {
    const remaining = movePoints(db, memberId, -points, 'CONVERT', text('points.converted', { ratio }), now);
    payBonus(db, {
      memberId,
      amountCents: creditedCents,
      reason: text('ledger.pointsConverted', { points }),
      reference: 'points',
      at: now,
    });
    return { points: remaining, creditedCents };
  });
}

export function rewardCatalogue(
  db: Db,
  brand: string,
  language: ContentLanguage,
  origin: string,
): ResponseOf<'getPointReward'> {
  const rows = db
    .prepare('SELECT id, names, points, stock, physical FROM point_rewards WHERE brand = ? ORDER BY sort')
    .all(brand) as { id: string; names: string; points: number; stock: number; physical: number }[];
  return rows.map((row) => ({
    rewardId: row.id,
    name: pickName(row.names, language),
    points: row.points,
    imageUrl: `${origin}${rewardImagePath(brand, row.id)}`,
    stock: row.stock,
    physical: row.physical === 1,
  }));
}

/** Remembers a passing payment-password check; the next redeem within PASSWORD_CHECK_VALID_MS uses it up. */
export function markPasswordChecked(db: Db, memberId: number, now: number): void {
  db.prepare(
    'INSERT INTO payment_password_checks (member_id, checked_at) VALUES (?, ?) ON CONFLICT(member_id) DO UPDATE SET checked_at = excluded.checked_at',
  ).run(memberId, now);
}

/** A failed check withdraws an earlier passing one: "immediately before redeem" means the last check (UNSPEC-14). */
export function clearPasswordCheck(db: Db, memberId: number): void {
  db.prepare('DELETE FROM payment_password_checks WHERE member_id = ?').run(memberId);
}

function consumePasswordCheck(db: Db, memberId: number, now: number): void {
  const row = db.prepare('SELECT checked_at FROM payment_password_checks WHERE member_id = ?').get(memberId) as
    { checked_at: number } | undefined;
  db.prepare('DELETE FROM payment_password_checks WHERE member_id = ?').run(memberId);
  if (!row || now - row.checked_at > PASSWORD_CHECK_VALID_MS) {
    throw new PlatformError('VALIDATION_FAILED', text('error.paymentPasswordConfirm'));
  }
}

export interface RedeemRequest {
  rewardId: string;
  quantity: number;
  address?: string;
  remark?: string;
}

/**
 * Redeems a reward (POINTS-06): needs a fresh passing password check, stock and points; takes
 * the points, lowers the stock and files a redemption IN_PROCESS (UNSPEC-03).
 */
export function redeemReward(
  db: Db,
  brand: string,
  memberId: number,
  request: RedeemRequest,
  language: ContentLanguage,
  now: number,
): string {
  return writeTransaction(db, () => {
    consumePasswordCheck(db, memberId, now);
    const reward = db
      .prepare('SELECT id, names, points, stock, physical FROM point_rewards WHERE brand = ? AND id = ?')
      .get(brand, request.rewardId) as
      { id: string; names: string; points: number; stock: number; physical: number } | undefined;
    if (!reward) throw new PlatformError('NOT_FOUND', text('error.noReward', { reward: request.rewardId }));
    const name = pickName(reward.names, language);
    if (reward.stock < request.quantity) {
      throw new PlatformError(
        'OUT_OF_STOCK',
        reward.stock === 0
          ? text('error.outOfStock', { name })
          : text('error.stockLeft', { stock: reward.stock, name }),
      );
    }
    const address = request.address?.trim();
    if (reward.physical === 1 && !address)
      throw new PlatformError('VALIDATION_FAILED', text('error.deliveryAddress', { name }));
    const cost = reward.points * request.quantity;
    movePoints(db, memberId, -cost, 'REDEEM', request.quantity > 1 ? `${name} × ${request.quantity}` : name, now);
    db.prepare('UPDATE point_rewards SET stock = stock - ? WHERE brand = ? AND id = ?').run(
      request.quantity,
      brand,
      reward.id,
    );
    const result = db
      .prepare(
        `INSERT INTO point_redemptions (member_id, reward_id, reward_name, points, quantity, address, remark, status, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'IN_PROCESS', ?)`,
      )
      .run(
        memberId,
        reward.id,
        name,
        cost,
        request.quantity,
        address || null,
        request.remark?.trim() || null,
        new Date(now).toISOString(),
      );
    return renderText(language, text('answer.redeemed', { id: Number(result.lastInsertRowid), name, points: cost }));
  });
}

export interface PageQuery {
  pageNo?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
}

/** A page of one member's rows of a table with created_at, newest first, within an inclusive date range (UTC days). */
function page<Row>(
  db: Db,
  table: 'point_transactions' | 'point_redemptions',
  memberId: number,
  query: PageQuery,
): { rows: Row[]; pageNo: number; totalPages: number } {
  const pageNo = query.pageNo ?? 1;
  const pageSize = query.pageSize ?? 20;
  if (query.startDate && query.endDate && query.startDate > query.endDate) {
    throw new PlatformError('VALIDATION_FAILED', text('error.dateOrder'));
  }
  const from = query.startDate ? `${query.startDate}T00:00:00.000Z` : '';
  const until = query.endDate
    ? new Date(Date.parse(`${query.endDate}T00:00:00.000Z`) + 24 * 60 * 60 * 1000).toISOString()
    : '9999';
  const where = `member_id = ? AND created_at >= ? AND created_at < ?`;
  const { total } = db.prepare(`SELECT COUNT(*) AS total FROM ${table} WHERE ${where}`).get(memberId, from, until) as {
    total: number;
  };
  const rows = db
    .prepare(`SELECT * FROM ${table} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`)
    .all(memberId, from, until, pageSize, (pageNo - 1) * pageSize) as Row[];
  return { rows, pageNo, totalPages: pageCount(total, pageSize) };
}

export function redemptionPage(db: Db, memberId: number, query: PageQuery): ResponseOf<'getRedeemPointList'> {
  const { rows, pageNo, totalPages } = page<{
    id: number;
    reward_name: string;
    points: number;
    quantity: number;
    status: 'IN_PROCESS' | 'APPROVED' | 'REJECTED';
    created_at: string;
  }>(db, 'point_redemptions', memberId, query);
  return {
    list: rows.map((row) => ({
      id: `RD-${row.id}`,
      rewardName: row.reward_name,
      points: row.points,
      quantity: row.quantity,
      status: row.status,
      createdAt: row.created_at,
    })),
    pageNo,
    totalPages,
  };
}

export function transactionPage(
  db: Db,
  memberId: number,
  query: PageQuery,
  language: ContentLanguage,
): ResponseOf<'memTransDet'> {
  const { rows, pageNo, totalPages } = page<{
    id: number;
    points: number;
    type: string;
    remark: string | null;
    text_code: string | null;
    text_params: string | null;
    created_at: string;
  }>(db, 'point_transactions', memberId, query);
  return {
    list: rows.map((row) => ({
      id: `TX-${row.id}`,
      points: row.points,
      type: row.type,
      ...(row.remark ? { remark: renderStored(language, row.text_code, row.text_params, row.remark) } : {}),
      createdAt: row.created_at,
    })),
    pageNo,
    totalPages,
  };
}
