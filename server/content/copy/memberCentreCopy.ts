import type { CashierMessage } from '../../money/messages.ts';
import type { TextKey } from '../../texts/index.ts';
import type { Localised } from '../languages.ts';

export interface RewardCopy {
  id: string;
  names: Localised;
  points: number;
  stock: number;
  physical: boolean;
  colour: string;
}

/** The points-mall catalogue (POINTS-03); one reward starts out of stock. */
export const REWARDS: readonly RewardCopy[] = [
  {
    id: 'rw-speaker',
    points: 800,
    stock: 12,
    physical: true,
    colour: '#29adff',
    names: { EN: 'Bluetooth speaker', MY: 'Pembesar suara Bluetooth', CN: '蓝牙音箱', PT: 'Coluna Bluetooth' },
  },
  {
    id: 'rw-free-spins',
    points: 300,
    stock: 500,
    physical: false,
    colour: '#ff77a8',
    names: { EN: '20 free spins', MY: '20 putaran percuma', CN: '20次免费旋转', PT: '20 rodadas grátis' },
  },
  {
    id: 'rw-voucher',
    points: 1000,
    stock: 40,
    physical: false,
    colour: '#3cb371',
    names: {
      EN: 'Shopping voucher {currency} 50',
      MY: 'Baucar beli-belah {currency} 50',
      CN: '{currency} 50 购物券',
      PT: 'Vale de compras {currency} 50',
    },
  },
  {
    id: 'rw-headphones',
    points: 2500,
    stock: 5,
    physical: true,
    colour: '#a076f9',
    names: { EN: 'Wireless headphones', MY: 'Fon kepala tanpa wayar', CN: '无线耳机', PT: 'Auscultadores sem fios' },
  },
  {
    id: 'rw-phone',
    points: 20000,
    stock: 0,
    physical: true,
    colour: '#e63946',
    names: { EN: 'Smartphone', MY: 'Telefon pintar', CN: '智能手机', PT: 'Smartphone' },
  },
];

export interface ChatModelCopy {
  id: string;
  names: Localised;
  colour: string;
}

export const CHAT_MODELS: readonly ChatModelCopy[] = [
  {
    id: 'cs-general',
    colour: '#29adff',
    names: { EN: 'Customer service', MY: 'Khidmat pelanggan', CN: '在线客服', PT: 'Apoio ao cliente' },
  },
  {
    id: 'cs-payments',
    colour: '#3cb371',
    names: {
      EN: 'Deposits and withdrawals',
      MY: 'Deposit dan pengeluaran',
      CN: '存取款专线',
      PT: 'Depósitos e levantamentos',
    },
  },
  { id: 'cs-vip', colour: '#e0b243', names: { EN: 'VIP host', MY: 'Hos VIP', CN: 'VIP专属客服', PT: 'Anfitrião VIP' } },
];

export interface MissionCopy {
  id: string;
  target: number;
  /** What claiming it pays, in cents (MC-13). */
  rewardCents: number;
  title: Localised;
}

export const MISSIONS: readonly MissionCopy[] = [
  {
    id: 'm-slots-10',
    rewardCents: 5_00,
    target: 10,
    title: {
      EN: 'Play 10 slot rounds',
      MY: 'Main 10 pusingan slot',
      CN: '玩10局老虎机',
      PT: 'Jogue 10 rondas de slots',
    },
  },
  {
    id: 'm-deposit',
    rewardCents: 3_00,
    target: 1,
    title: {
      EN: 'Make a deposit today',
      MY: 'Buat deposit hari ini',
      CN: '今日完成一笔存款',
      PT: 'Faça um depósito hoje',
    },
  },
  {
    id: 'm-live-5',
    rewardCents: 8_00,
    target: 5,
    title: {
      EN: 'Play 5 live-casino hands',
      MY: 'Main 5 pusingan kasino langsung',
      CN: '玩5局真人娱乐',
      PT: 'Jogue 5 mãos no casino ao vivo',
    },
  },
  {
    id: 'm-invite',
    rewardCents: 10_00,
    target: 1,
    title: { EN: 'Invite a friend', MY: 'Jemput seorang rakan', CN: '邀请一位好友', PT: 'Convide um amigo' },
  },
];

/**
 * Platform messages a member finds in messageV2 (MC-18): the cashier's own messages, with their
 * amounts and reasons (text codes of server/texts), so they read in the member's language.
 */
export const MESSAGES: readonly {
  category: CashierMessage;
  amountCents: number;
  reasonCode?: TextKey;
}[] = [
  { category: 'DEPOSIT_ARRIVED', amountCents: 200_00 },
  { category: 'WITHDRAWAL_APPROVED', amountCents: 150_00 },
  { category: 'WITHDRAWAL_REJECTED', amountCents: 900_00, reasonCode: 'withdrawal.turnoverIncomplete' },
  { category: 'DEPOSIT_FAILED', amountCents: 50_00, reasonCode: 'deposit.paymentFailed' },
];

/** What claiming a promotion pays and its status for a member who has not joined it (MC-11, UNSPEC-04). */
export const PROMOTION_OFFERS: readonly {
  promotionId: string;
  bonusCents: number;
  defaultStatus: 'join' | 'coming' | 'close';
}[] = [
  { promotionId: 'p-welcome', bonusCents: 18_00, defaultStatus: 'join' },
  { promotionId: 'p-fishing', bonusCents: 8_80, defaultStatus: 'join' },
  { promotionId: 'p-birthday', bonusCents: 0, defaultStatus: 'coming' },
  { promotionId: 'p-app', bonusCents: 0, defaultStatus: 'close' },
];

/** demo_member's place in the promotions: one of each status a member can see, two rewards ready to claim. */
export const PROMOTION_ENTRIES: readonly { promotionId: string; status: string; amountCents: number }[] = [
  { promotionId: 'p-welcome', status: 'claim', amountCents: 18_00 },
  { promotionId: 'p-fishing', status: 'claim', amountCents: 8_80 },
  { promotionId: 'p-weekend', status: 'applying', amountCents: 0 },
  { promotionId: 'p-sports-insurance', status: 'process', amountCents: 0 },
  { promotionId: 'p-slots-race', status: 'rejected', amountCents: 0 },
  { promotionId: 'p-live-cashback', status: 'signed', amountCents: 0 },
  { promotionId: 'p-lottery', status: 'claimed', amountCents: 5_00 },
  { promotionId: 'p-points', status: 'issued', amountCents: 2_00 },
];
