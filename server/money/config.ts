import type { PlatformBrand } from '../brands.ts';
import { getSetting, setSetting, type Db } from '../db.ts';
import { text, type PlatformText } from '../texts/index.ts';

/** A deposit method a brand offers (CALL-71). */
export interface DepositMethodConfig {
  methodId: string;
  kind: 'bank' | 'ewallet' | 'card';
  /** A catalogue text (server/texts), or a payment brand's own name (Pix, Alipay), the same in every language. */
  name: PlatformText | string;
  minCents: number;
  maxCents: number;
  /** Hundredths of a percent: 150 = 1.5 %. */
  feeBasisPoints: number;
  presetsCents: number[];
  bankAccount?: { bankName: string; accountNumber: string; holder: string };
}

/** A brand's cashier (docs/decisions.md, "The player's money"). */
export interface CashierConfig {
  currency: string;
  /** IANA zone the records' days are counted in. */
  timeZone: string;
  deposits: DepositMethodConfig[];
  withdrawMinCents: number;
  withdrawMaxCents: number;
  withdrawFeeBasisPoints: number;
  /** WALLET-06, CONST-19: a passed withdrawal not confirmed within this is treated as received. */
  autoConfirmMinutes: number;
  /** Whether a member may cancel an applying withdrawal; default never. */
  cancelAllowed: boolean;
  maxPayoutAccounts: number;
  banks: string[];
  uplineMinCents: number;
  uplineMaxCents: number;
}

interface Region {
  currency: string;
  timeZone: string;
  banks: string[];
  /** The region's e-wallet brand, where it has one. */
  ewallet?: string;
}

/** What a brand's home country decides: the currency, the reporting time zone, the banks. */
const REGIONS: Readonly<Record<string, Region>> = {
  '+60': {
    currency: 'MYR',
    timeZone: 'Asia/Kuala_Lumpur',
    banks: ['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank', 'Hong Leong Bank'],
    ewallet: "Touch 'n Go eWallet",
  },
  '+55': {
    currency: 'BRL',
    timeZone: 'America/Sao_Paulo',
    banks: ['Banco do Brasil', 'Itaú', 'Bradesco', 'Caixa', 'Nubank'],
    ewallet: 'Pix',
  },
  '+86': {
    currency: 'CNY',
    timeZone: 'Asia/Shanghai',
    banks: ['ICBC', 'China Construction Bank', 'Bank of China', 'Agricultural Bank of China'],
    ewallet: 'Alipay',
  },
  '+66': {
    currency: 'THB',
    timeZone: 'Asia/Bangkok',
    banks: ['Bangkok Bank', 'Kasikornbank', 'SCB'],
    ewallet: 'TrueMoney',
  },
  '+65': { currency: 'SGD', timeZone: 'Asia/Singapore', banks: ['DBS', 'OCBC', 'UOB'], ewallet: 'PayNow' },
};
const FALLBACK_REGION: Region = { currency: 'USD', timeZone: 'UTC', banks: ['Demo Bank'] };

function defaults(brand: PlatformBrand): CashierConfig {
  const region = REGIONS[brand.defaultDialingCode] ?? FALLBACK_REGION;
  const bank = region.banks[0]!;
  return {
    currency: region.currency,
    timeZone: region.timeZone,
    deposits: [
      {
        methodId: 'bank',
        kind: 'bank',
        name: text('deposit.bank', { bank }),
        minCents: 30_00,
        maxCents: 30_000_00,
        feeBasisPoints: 0,
        presetsCents: [50_00, 100_00, 500_00, 1000_00],
        bankAccount: { bankName: bank, accountNumber: '5140 1234 5678', holder: `${brand.name} Payments` },
      },
      {
        methodId: 'ewallet',
        kind: 'ewallet',
        name: region.ewallet ?? text('deposit.eWalletGeneric'),
        minCents: 10_00,
        maxCents: 5000_00,
        feeBasisPoints: 0,
        presetsCents: [30_00, 50_00, 100_00, 300_00],
      },
      {
        methodId: 'card',
        kind: 'card',
        name: text('deposit.card'),
        minCents: 50_00,
        maxCents: 10_000_00,
        feeBasisPoints: 150,
        presetsCents: [100_00, 300_00, 500_00],
      },
    ],
    withdrawMinCents: 50_00,
    withdrawMaxCents: 50_000_00,
    withdrawFeeBasisPoints: 0,
    autoConfirmMinutes: 60,
    cancelAllowed: false,
    maxPayoutAccounts: 3,
    banks: region.banks,
    uplineMinCents: 1_00,
    uplineMaxCents: 50_000_00,
  };
}

/** Settings an operator may change with `npm run admin -- cashier <brand> key=value`. */
export const CASHIER_SETTINGS = [
  'autoConfirmMinutes',
  'cancelAllowed',
  'withdrawMinCents',
  'withdrawMaxCents',
  'withdrawFeeBasisPoints',
  'timeZone',
] as const;
export type CashierSetting = (typeof CASHIER_SETTINGS)[number];
type Overrides = Partial<Pick<CashierConfig, CashierSetting>>;

const settingKey = (brandId: string) => `cashier:${brandId}`;

/** The brand's cashier: the defaults of its home country, with what the operator changed (settings `cashier:<brand>`). */
export function cashierConfig(db: Db, brand: PlatformBrand): CashierConfig {
  const saved = getSetting(db, settingKey(brand.id));
  return { ...defaults(brand), ...(saved ? (JSON.parse(saved) as Overrides) : {}) };
}

export function setCashierSetting(
  db: Db,
  brandId: string,
  name: CashierSetting,
  value: number | boolean | string,
): void {
  const saved = getSetting(db, settingKey(brandId));
  setSetting(
    db,
    settingKey(brandId),
    JSON.stringify({ ...(saved ? (JSON.parse(saved) as Overrides) : {}), [name]: value }),
  );
}

/** A fee in minor units, rounded up to the cent (the member never pays less than the rate). */
export const feeFor = (amountCents: number, basisPoints: number): number =>
  Math.ceil((amountCents * basisPoints) / 10_000);

/** "1.5" from 150 basis points. */
export const percentText = (basisPoints: number): string => String(basisPoints / 100);
