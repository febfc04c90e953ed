import type { PlatformBrand } from '../brands.ts';
import type { Db } from '../db.ts';
import { currencySymbolFor } from '../brands.ts';
import { DEMO_ACCOUNTS } from '../seed/accounts.ts';
import { hashPasswordSync } from '../services/passwords.ts';
import { fillPlaceholders } from './fillPlaceholders.ts';
import { setWalletMode } from '../money/walletMode.ts';
import {
  CHAT_MODELS,
  MESSAGES,
  MISSIONS,
  PROMOTION_ENTRIES,
  PROMOTION_OFFERS,
  REWARDS,
} from './copy/memberCentreCopy.ts';
import { brandContentLanguages } from './languages.ts';
import { creditOpeningBalance } from '../money/credits.ts';
import { walletBalanceCents } from '../money/ledger.ts';
import { text } from '../texts/index.ts';
import { cashierMessage } from '../money/messages.ts';

/** The payment password of every demo account (passwordCheck, CALL-37). */
export const DEMO_PAYMENT_PASSWORD = '246810';

/** Points each demo account starts with (before its seeded history is applied). */
const DEMO_POINTS: Readonly<Record<string, number>> = {
  demo_member: 5200,
  demo_agent: 12000,
  agent_down1: 300,
  player_down1: 150,
  player_down2: 0,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/** Points, missions, messages, contracts, chat models and wallets for the demo accounts of one brand. */
export function seedMemberCentre(db: Db, brand: PlatformBrand, now: number): void {
  const memberId = (account: string) =>
    (
      db.prepare('SELECT id FROM members WHERE brand = ? AND account = ?').get(brand.id, account) as
        { id: number } | undefined
    )?.id;
  const currency = currencySymbolFor(db, brand);
  const fill = (text: string) => fillPlaceholders(text, brand.name, currency);
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString();

  // A brand that says it keeps one wallet (SINGLEWALLET) starts in single mode (CALL-61); the others transfer.
  if (brand.brandFlags.SINGLEWALLET === true) setWalletMode(db, brand.id, 'single');

  // Payment passwords for demo accounts that have none yet (one hash for all: scrypt takes tens of ms).
  const paymentPasswordHash = hashPasswordSync(DEMO_PAYMENT_PASSWORD);
  const setPaymentPassword = db.prepare(
    'UPDATE members SET payment_password_hash = ? WHERE brand = ? AND account = ? AND payment_password_hash IS NULL',
  );
  for (const { account } of DEMO_ACCOUNTS) setPaymentPassword.run(paymentPasswordHash, brand.id, account);

  // Points (POINTS-*): config, catalogue, balances and a history for demo_member.
  db.prepare('INSERT OR IGNORE INTO point_config (brand, ratio, min_convert) VALUES (?, ?, ?)').run(
    brand.id,
    '0.01',
    100,
  );
  const insertReward = db.prepare(
    'INSERT OR IGNORE INTO point_rewards (brand, id, sort, names, points, stock, physical, colour) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  REWARDS.forEach((reward, sort) => {
    const names = Object.fromEntries(Object.entries(reward.names).map(([language, name]) => [language, fill(name)]));
    insertReward.run(
      brand.id,
      reward.id,
      sort,
      JSON.stringify(names),
      reward.points,
      reward.stock,
      reward.physical ? 1 : 0,
      reward.colour,
    );
  });
  for (const [account, points] of Object.entries(DEMO_POINTS)) {
    const id = memberId(account);
    if (id) db.prepare('INSERT OR IGNORE INTO member_points (member_id, points) VALUES (?, ?)').run(id, points);
  }
  const demoMember = memberId('demo_member');
  if (demoMember) {
    const insertTransaction = db.prepare(
      'INSERT INTO point_transactions (member_id, points, type, remark, created_at) VALUES (?, ?, ?, ?, ?)',
    );
    // Sums to demo_member's 5200 points.
    insertTransaction.run(demoMember, 2000, 'EARN', 'Slots turnover', iso(20));
    insertTransaction.run(demoMember, 3000, 'EARN', 'Weekly mission reward', iso(14));
    insertTransaction.run(demoMember, -800, 'REDEEM', 'Bluetooth speaker', iso(10));
    insertTransaction.run(demoMember, -300, 'REDEEM', '20 free spins', iso(6));
    insertTransaction.run(demoMember, 300, 'REFUND', '20 free spins (rejected)', iso(5));
    insertTransaction.run(demoMember, 1000, 'BONUS', 'Double points week', iso(2));
    const insertRedemption = db.prepare(
      'INSERT INTO point_redemptions (member_id, reward_id, reward_name, points, quantity, address, remark, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    );
    insertRedemption.run(
      demoMember,
      'rw-speaker',
      'Bluetooth speaker',
      800,
      1,
      '1 Jalan Example, Kuala Lumpur',
      null,
      'APPROVED',
      iso(10),
    );
    insertRedemption.run(
      demoMember,
      'rw-free-spins',
      '20 free spins',
      300,
      1,
      null,
      'Duplicate request',
      'REJECTED',
      iso(6),
    );
    // A little money already sits at a vendor (WALLET-02).
    if (walletBalanceCents(db, demoMember, 'PG') === 0) {
      creditOpeningBalance(db, {
        memberId: demoMember,
        wallet: 'PG',
        amountCents: 50_00,
        reason: text('ledger.openingBalance'),
        at: now,
      });
    }
  }

  // Missions (PROMO-07): titles per language, demo_member's progress, a leaderboard.
  const insertMission = db.prepare(
    'INSERT OR IGNORE INTO missions (brand, id, language, sort, title, target) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const language of brandContentLanguages(brand)) {
    MISSIONS.forEach((mission, sort) =>
      insertMission.run(brand.id, mission.id, language, sort, mission.title[language], mission.target),
    );
  }
  const setMissionReward = db.prepare(
    'UPDATE missions SET reward_cents = ? WHERE brand = ? AND id = ? AND reward_cents = 0',
  );
  for (const mission of MISSIONS) setMissionReward.run(mission.rewardCents, brand.id, mission.id);
  seedRewardCentre(db, brand.id, demoMember, now);
  if (demoMember) {
    const insertProgress = db.prepare(
      'INSERT OR IGNORE INTO mission_progress (member_id, mission_id, progress, status) VALUES (?, ?, ?, ?)',
    );
    insertProgress.run(demoMember, 'm-slots-10', 10, 'claim');
    insertProgress.run(demoMember, 'm-deposit', 1, 'claim');
    insertProgress.run(demoMember, 'm-live-5', 2, 'signed');
  }
  const insertScore = db.prepare('INSERT OR IGNORE INTO mission_scores (brand, account, score) VALUES (?, ?, ?)');
  const scores: [string, number][] = [
    ['player8801', 980],
    ['lucky_star', 915],
    ['demo_member', 860],
    ['kl_tiger', 790],
    ['spinmaster', 745],
    ['ace_of_jade', 702],
    ['goldfish77', 655],
    ['demo_agent', 610],
    ['moonlight', 560],
    ['rw_hunter', 512],
    ['player_down1', 430],
    ['nightowl', 388],
  ];
  for (const [account, score] of scores) insertScore.run(brand.id, account, score);

  // Platform messages (MC-18): the four kinds, newest unread.
  const insertMessage = db.prepare(
    'INSERT INTO platform_messages (member_id, category, title, content, created_at, read_at, text_code, text_params) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  for (const { account } of DEMO_ACCOUNTS) {
    const id = memberId(account);
    if (!id) continue;
    const unread = account === 'demo_member' ? 3 : 2;
    MESSAGES.forEach((message, index) => {
      const readAt = index < unread ? null : iso(index);
      const { amountCents, reasonCode } = message;
      const stored = cashierMessage(db, brand, message.category, {
        amountCents,
        ...(reasonCode ? { reason: text(reasonCode) } : {}),
      });
      insertMessage.run(
        id,
        stored.category,
        stored.title,
        stored.content,
        iso(index + 1),
        readAt,
        stored.text.code,
        JSON.stringify(stored.text.params),
      );
    });
  }

  // Contracts (CONTRACT-*): an accepted dividend contract and an offer awaiting player_down2's answer.
  const agent = memberId('demo_agent');
  const subAgent = memberId('agent_down1');
  const player = memberId('player_down2');
  const insertContract = db.prepare(
    'INSERT INTO contracts (brand, kind, upline_id, downline_id, rate, period, status, created_at, updated_at, accepted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  // The signed dividend settles from the seed on (never back-paid over seeded bets).
  if (agent && subAgent)
    insertContract.run(
      brand.id,
      'dividend',
      agent,
      subAgent,
      '10.00',
      'H',
      'accepted',
      now - 30 * DAY_MS,
      now - 29 * DAY_MS,
      now,
    );
  if (subAgent && player)
    insertContract.run(brand.id, 'dailySalary', subAgent, player, '0.80', 'D', 'new', now - DAY_MS, now - DAY_MS, null);

  // Chat models (CS-04).
  const insertModel = db.prepare(
    'INSERT OR IGNORE INTO chat_models (brand, id, sort, names, colour) VALUES (?, ?, ?, ?, ?)',
  );
  CHAT_MODELS.forEach((model, sort) =>
    insertModel.run(brand.id, model.id, sort, JSON.stringify(model.names), model.colour),
  );
}

/**
 * The reward centre (MC-11): what each promotion pays and its status before a member joins (coming
 * soon, closed), and demo_member's entries in every activity status (000 §4, UNSPEC-04), two ready to claim.
 */
function seedRewardCentre(db: Db, brand: string, demoMember: number | undefined, now: number): void {
  const insertOffer = db.prepare(
    'INSERT OR IGNORE INTO promotion_offers (brand, promotion_id, bonus_cents, default_status) VALUES (?, ?, ?, ?)',
  );
  for (const offer of PROMOTION_OFFERS)
    insertOffer.run(brand, offer.promotionId, offer.bonusCents, offer.defaultStatus);
  if (!demoMember) return;
  const insertEntry = db.prepare(
    'INSERT OR IGNORE INTO promotion_entries (member_id, brand, promotion_id, status, amount_cents, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  for (const entry of PROMOTION_ENTRIES)
    insertEntry.run(demoMember, brand, entry.promotionId, entry.status, entry.amountCents, now);
}
