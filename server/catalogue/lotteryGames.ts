import type { PrizeMode } from '../../schemas/vocabulary.ts';

/**
 * Lottery games per prize mode (GAME-02, LOTT-02). LOTT and ZY are Vietnamese lotteries
 * (vendor TCG_LOTTO_VN, page /vnLottery), SEA the South-East Asian ones (TCG_SEA, /seaLottery),
 * ELOTT the electronic lotteries (TCG, /lottery) — the routing of GAME-05.
 */
export type { PrizeMode };

/** How a draw looks: the number of digits of each drawn number, or a pick-n-of-m lotto. */
export type DrawFormat =
  | 'VN_NORTH'
  | 'VN_SOUTH'
  | 'KENO'
  | 'PICK_6_45'
  | 'PICK_6_55'
  | 'MAX_3D'
  | 'THAI'
  | 'FOUR_D'
  | 'LAO'
  | 'PK10'
  | 'DICE'
  | 'NUMBERS';

export interface LotteryGameDefinition {
  gameCode: string;
  prizeMode: PrizeMode;
  name: string;
  area: string;
  format: DrawFormat;
  /** Daily draw time, minutes after 00:00 UTC (all draws fall on the same calendar day in UTC and UTC+7). */
  drawMinuteUtc: number;
}

const at = (hours: number, minutes: number) => hours * 60 + minutes;
// Vietnamese draws: the North at 18:15, the Centre at 17:15, the South at 16:15 (UTC+7).
const NORTH = at(11, 15);
const CENTRAL = at(10, 15);
const SOUTH = at(9, 15);

const vn = (gameCode: string, name: string, area: 'North' | 'Central' | 'South'): LotteryGameDefinition => ({
  gameCode,
  prizeMode: 'LOTT',
  name,
  area,
  format: area === 'North' ? 'VN_NORTH' : 'VN_SOUTH',
  drawMinuteUtc: area === 'North' ? NORTH : area === 'Central' ? CENTRAL : SOUTH,
});

export const LOTTERY_GAMES: readonly LotteryGameDefinition[] = [
  vn('VN_HN', 'Hà Nội', 'North'),
  vn('VN_HP', 'Hải Phòng', 'North'),
  vn('VN_DNG', 'Đà Nẵng', 'Central'),
  vn('VN_KH', 'Khánh Hòa', 'Central'),
  vn('VN_HUE', 'Thừa Thiên Huế', 'Central'),
  vn('VN_PY', 'Phú Yên', 'Central'),
  vn('VN_QNM', 'Quảng Nam', 'Central'),
  vn('VN_DLK', 'Đắk Lắk', 'Central'),
  vn('VN_BDH', 'Bình Định', 'Central'),
  vn('VN_HCM', 'TP. Hồ Chí Minh', 'South'),
  vn('VN_DT', 'Đồng Tháp', 'South'),
  vn('VN_CM', 'Cà Mau', 'South'),
  vn('VN_BTR', 'Bến Tre', 'South'),
  vn('VN_VT', 'Vũng Tàu', 'South'),
  vn('VN_BL', 'Bạc Liêu', 'South'),
  vn('VN_DN', 'Đồng Nai', 'South'),
  vn('VN_CT', 'Cần Thơ', 'South'),
  vn('VN_ST', 'Sóc Trăng', 'South'),
  vn('VN_TN', 'Tây Ninh', 'South'),
  vn('VN_AG', 'An Giang', 'South'),
  vn('VN_BTH', 'Bình Thuận', 'South'),
  vn('VN_VL', 'Vĩnh Long', 'South'),
  vn('VN_BD', 'Bình Dương', 'South'),
  vn('VN_TV', 'Trà Vinh', 'South'),
  {
    gameCode: 'VN_FAST_NORTH',
    prizeMode: 'ZY',
    name: 'Miền Bắc VIP',
    area: 'North',
    format: 'VN_NORTH',
    drawMinuteUtc: at(12, 0),
  },
  {
    gameCode: 'VN_FAST_CENTRAL',
    prizeMode: 'ZY',
    name: 'Miền Trung VIP',
    area: 'Central',
    format: 'VN_SOUTH',
    drawMinuteUtc: at(12, 0),
  },
  {
    gameCode: 'VN_FAST_SOUTH',
    prizeMode: 'ZY',
    name: 'Miền Nam VIP',
    area: 'South',
    format: 'VN_SOUTH',
    drawMinuteUtc: at(12, 0),
  },
  {
    gameCode: 'VN_SUPER_SPEED',
    prizeMode: 'ZY',
    name: 'Xổ số siêu tốc',
    area: 'North',
    format: 'VN_NORTH',
    drawMinuteUtc: at(13, 0),
  },
  { gameCode: 'VN_KENO', prizeMode: 'ELOTT', name: 'Keno', area: 'Vietlott', format: 'KENO', drawMinuteUtc: at(11, 0) },
  {
    gameCode: 'VN_MEGA645',
    prizeMode: 'ELOTT',
    name: 'Mega 6/45',
    area: 'Vietlott',
    format: 'PICK_6_45',
    drawMinuteUtc: at(11, 0),
  },
  {
    gameCode: 'VN_POWER655',
    prizeMode: 'ELOTT',
    name: 'Power 6/55',
    area: 'Vietlott',
    format: 'PICK_6_55',
    drawMinuteUtc: at(11, 0),
  },
  {
    gameCode: 'VN_MAX3D',
    prizeMode: 'ELOTT',
    name: 'Max 3D',
    area: 'Vietlott',
    format: 'MAX_3D',
    drawMinuteUtc: at(11, 0),
  },
  {
    gameCode: 'TH_GOV',
    prizeMode: 'SEA',
    name: 'Thai Government Lottery',
    area: 'Thailand',
    format: 'THAI',
    drawMinuteUtc: at(8, 0),
  },
  {
    gameCode: 'LA_DEV',
    prizeMode: 'SEA',
    name: 'Lao Development Lottery',
    area: 'Laos',
    format: 'LAO',
    drawMinuteUtc: at(13, 30),
  },
  {
    gameCode: 'MY_MAGNUM',
    prizeMode: 'SEA',
    name: 'Magnum 4D',
    area: 'Malaysia',
    format: 'FOUR_D',
    drawMinuteUtc: at(11, 0),
  },
  {
    gameCode: 'MY_TOTO',
    prizeMode: 'SEA',
    name: 'Sports Toto 4D',
    area: 'Malaysia',
    format: 'FOUR_D',
    drawMinuteUtc: at(11, 0),
  },
  {
    gameCode: 'MY_DAMACAI',
    prizeMode: 'SEA',
    name: 'Da Ma Cai 1+3D',
    area: 'Malaysia',
    format: 'FOUR_D',
    drawMinuteUtc: at(11, 0),
  },
  {
    gameCode: 'SG_4D',
    prizeMode: 'SEA',
    name: 'Singapore 4D',
    area: 'Singapore',
    format: 'FOUR_D',
    drawMinuteUtc: at(10, 30),
  },
];

/** Draw format of a generated e-lottery game, by its classify value. */
export const ELOTT_FORMATS: Readonly<Record<string, DrawFormat>> = {
  KENO: 'KENO',
  PK10: 'PK10',
  DICE: 'DICE',
  NUMBERS: 'NUMBERS',
};

/** The catalogue vendor and game type a lottery game is listed under (GAME-05 routing). */
export function catalogueListing(prizeMode: PrizeMode): { vendor: string; gameType: 'LOTT' | 'ELOTT' } {
  if (prizeMode === 'SEA') return { vendor: 'TCG_SEA', gameType: 'LOTT' };
  if (prizeMode === 'ELOTT') return { vendor: 'TCG', gameType: 'ELOTT' };
  return { vendor: 'TCG_LOTTO_VN', gameType: 'LOTT' };
}
