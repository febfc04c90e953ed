import { DEPOSIT_KINDS, DEPOSIT_STATUSES, RECEIPT_STATES, WITHDRAWAL_STATUSES } from '../../vocabulary.ts';
import { defineCall, relay } from '../define.ts';
import {
  dateSchema,
  idSchema,
  imageUploadsSchema,
  messageResultSchema,
  moneySchema,
  pageNoSchema,
  pageSizeSchema,
} from '../entities.ts';

/**
 * The cashier (MC-04..06, WALLET-03..06, MC-18, UNSPEC-50): deposit methods and deposits, payout
 * accounts, the payment password, withdrawals with receipt confirmation, and the transfer to the
 * upline. Money travels as decimal strings with at most 2 decimals and is kept in integer minor
 * units in one ledger (docs/decisions.md, "The player's money").
 *
 * Idempotency: every call that moves money carries `idempotencyKey` in its body (inside the
 * encrypted payload where the call is encrypted). The player makes one key per attempt the member
 * makes (a new key when the form is submitted again after an answer, the same key when a timed-out
 * send is retried). The same key with the same request answers what the first one answered and
 * moves money once, even when both arrive at once; the same key with a different request is
 * refused with IDEMPOTENCY_KEY_REUSED.
 */

/** A positive amount as the member types it: digits, at most 2 decimals (no sign, no exponent). */
export const amountSchema = { type: 'string', pattern: '^\\d{1,13}(\\.\\d{1,2})?$', maxLength: 16 } as const;
/** One attempt to move money; 16..64 of A-Z a-z 0-9 _ - (a UUID fits). */
export const idempotencyKeySchema = {
  type: 'string',
  pattern: '^[A-Za-z0-9_-]{16,64}$',
  description: 'One per attempt: the same key twice moves money once (docs/decisions.md).',
} as const;
/**
 * The payment password: 6 digits (the demo accounts have 246810). Its length is given apart from
 * its digits, so the player's forms say the number the schema holds (schemas/api/requestRules.ts).
 */
export const paymentPasswordSchema = { type: 'string', pattern: '^[0-9]+$', minLength: 6, maxLength: 6 } as const;
const timestampSchema = { type: 'string', format: 'date-time' } as const;

export const depositStatusSchema = {
  type: 'string',
  enum: DEPOSIT_STATUSES,
  description:
    'pending: waiting for the payment page or, for a bank transfer, for the operator; succeeded: credited; failed: nothing credited.',
} as const;
export const withdrawalStatusSchema = {
  type: 'string',
  enum: WITHDRAWAL_STATUSES,
  description:
    'WALLET-04: applying (held), rejected (reason given, money released), passed (paid out); cancelled by the member where the brand allows.',
} as const;
export const receiptStatusSchema = {
  type: 'string',
  enum: RECEIPT_STATES,
  description:
    "WALLET-05/06, only for passed withdrawals: awaiting the member; received; not received (proof sent); treated as received after the brand's minutes.",
} as const;

const bankAccountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['bankName', 'accountNumber', 'holder'],
  properties: {
    bankName: { type: 'string', maxLength: 80 },
    accountNumber: { type: 'string', maxLength: 34 },
    holder: { type: 'string', maxLength: 80 },
  },
} as const;

export const depositMethodSchema = {
  type: 'object',
  required: ['methodId', 'kind', 'name', 'min', 'max', 'feePercent', 'presets'],
  properties: {
    methodId: idSchema,
    kind: {
      type: 'string',
      enum: DEPOSIT_KINDS,
      description: "bank: transfer to the brand's account quoting a reference; ewallet and card: the payment page.",
    },
    name: { type: 'string', maxLength: 80 },
    min: moneySchema,
    max: moneySchema,
    feePercent: {
      type: 'string',
      pattern: '^\\d{1,2}(\\.\\d{1,2})?$',
      description: 'Fee the member pays on top, in percent of the amount ("0" for none); rounded up to the cent.',
    },
    presets: { type: 'array', maxItems: 8, items: moneySchema, description: 'Amounts offered as one-tap buttons.' },
    available: {
      type: 'boolean',
      description:
        'false: the platform has no payment provider for this kind now (ewallet and card need one); the deposit page says so and depositCreate refuses it with FEATURE_DISABLED. Absent means available.',
    },
    bankAccount: { ...bankAccountSchema, description: 'kind bank: where to send the money.' },
  },
} as const;

const depositExample = {
  depositId: 'D1001',
  methodId: 'bank-maybank',
  kind: 'bank',
  amount: '100.00',
  fee: '0.00',
  status: 'pending',
  reference: 'AUR7Q4K2M',
  bankAccount: { bankName: 'Maybank', accountNumber: '5140 1234 5678', holder: 'Aurora Gaming Sdn Bhd' },
  createdAt: '2026-11-20T10:00:00Z',
} as const;
export const depositSchema = {
  type: 'object',
  required: ['depositId', 'methodId', 'kind', 'amount', 'fee', 'status', 'createdAt'],
  properties: {
    depositId: idSchema,
    methodId: idSchema,
    kind: depositMethodSchema.properties.kind,
    amount: { ...moneySchema, description: 'What reaches the balance.' },
    fee: { ...moneySchema, description: 'What the member pays on top.' },
    status: depositStatusSchema,
    reference: { type: 'string', maxLength: 32, description: 'kind bank: quote this with the transfer.' },
    bankAccount: bankAccountSchema,
    paymentUrl: {
      type: 'string',
      maxLength: 1000,
      description:
        "kind ewallet/card, while pending and before expiresAt: open this page to pay (the development provider's page on the reference platform).",
    },
    expiresAt: {
      ...timestampSchema,
      description:
        'kind ewallet/card: the payment page takes the payment until then (30 minutes after createdAt); after it the deposit fails, nothing taken.',
    },
    failureReason: { type: 'string', maxLength: 200 },
    createdAt: timestampSchema,
    settledAt: timestampSchema,
  },
} as const;

/** Paging, period and totals shared by the cashier lists and the records (records.ts). */
export const periodQueryProperties = {
  pageNo: pageNoSchema,
  pageSize: pageSizeSchema,
  startDate: {
    ...dateSchema,
    description: "First day, inclusive, in the brand's reporting time zone; default 6 days before endDate.",
  },
  endDate: {
    ...dateSchema,
    description: 'Last day, inclusive; default today. At most 12 months back (records are kept 12 months).',
  },
} as const;
export const periodSchema = {
  type: 'object',
  required: ['startDate', 'endDate', 'timeZone'],
  properties: {
    startDate: dateSchema,
    endDate: dateSchema,
    timeZone: {
      type: 'string',
      maxLength: 64,
      description: 'IANA name the days are counted in, e.g. Asia/Kuala_Lumpur.',
    },
  },
} as const;
/** `{ list, pageNo, totalPages, totalRows, period, totals }`: one page of a filtered list, and totals over the whole filter. */
export const recordPageOf = <const I extends object, const T extends object>(items: I, totals: T) =>
  ({
    type: 'object',
    required: ['list', 'pageNo', 'totalPages', 'totalRows', 'period', 'totals'],
    properties: {
      list: { type: 'array', items },
      pageNo: { type: 'integer', minimum: 1 },
      totalPages: { type: 'integer', minimum: 0 },
      totalRows: { type: 'integer', minimum: 0 },
      period: periodSchema,
      totals,
    },
  }) as const;
const examplePeriod = { startDate: '2026-11-14', endDate: '2026-11-20', timeZone: 'Asia/Kuala_Lumpur' } as const;

/** CALL-71: the brand's deposit methods (MC-04, WALLET-03). */
export const depositMethods = defineCall({
  id: 'CALL-71',
  name: 'depositMethods',
  method: 'GET',
  path: relay('CSH_depositMethods'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  response: {
    type: 'object',
    required: ['methods', 'currency'],
    properties: {
      methods: { type: 'array', items: depositMethodSchema },
      currency: { type: 'string', pattern: '^[A-Z]{3}$' },
    },
    examples: [
      {
        currency: 'MYR',
        methods: [
          {
            methodId: 'bank-maybank',
            kind: 'bank',
            name: 'Bank transfer (Maybank)',
            min: '30.00',
            max: '30000.00',
            feePercent: '0',
            presets: ['50.00', '100.00', '500.00'],
            bankAccount: depositExample.bankAccount,
          },
          {
            methodId: 'ewallet-tng',
            kind: 'ewallet',
            name: "Touch 'n Go eWallet",
            min: '10.00',
            max: '5000.00',
            feePercent: '0',
            presets: ['30.00', '100.00'],
          },
          {
            methodId: 'card',
            kind: 'card',
            name: 'Debit / credit card',
            min: '50.00',
            max: '10000.00',
            feePercent: '1.5',
            presets: ['100.00', '300.00'],
          },
        ],
      },
    ],
  },
});

/** CALL-72: starts a deposit: a bank transfer with a reference to quote, or a payment page to open (MC-04). */
export const depositCreate = defineCall({
  policy: { invalidates: ['depositList'] },
  id: 'CALL-72',
  name: 'depositCreate',
  method: 'POST',
  path: relay('CSH_depositCreate'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['methodId', 'amount', 'idempotencyKey'],
    properties: { methodId: idSchema, amount: amountSchema, idempotencyKey: idempotencyKeySchema },
    examples: [{ methodId: 'bank-maybank', amount: '100.00', idempotencyKey: '5f0c7a1e-2b9d-4c3a-9e81-7d6f5a4b3c21' }],
  },
  response: {
    ...depositSchema,
    examples: [
      depositExample,
      {
        depositId: 'D1002',
        methodId: 'card',
        kind: 'card',
        amount: '100.00',
        fee: '1.50',
        status: 'pending',
        paymentUrl: 'http://aurora.localhost:8080/dev-pay/D1002',
        createdAt: '2026-11-20T10:00:00Z',
        expiresAt: '2026-11-20T10:30:00Z',
      },
    ],
  },
});

/** CALL-73: the member's deposits, newest first, with totals for the filter (MC-04). */
export const depositList = defineCall({
  id: 'CALL-73',
  name: 'depositList',
  method: 'GET',
  path: relay('CSH_depositList'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { ...periodQueryProperties, status: depositStatusSchema },
    examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-14', endDate: '2026-11-20', status: 'pending' }],
  },
  response: {
    ...recordPageOf(depositSchema, {
      type: 'object',
      required: ['amount', 'fee'],
      properties: { amount: moneySchema, fee: moneySchema },
    }),
    examples: [
      {
        list: [depositExample],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: examplePeriod,
        totals: { amount: '100.00', fee: '0.00' },
      },
    ],
  },
});

/** CALL-74: one deposit, to follow it after the payment page (the live stream also says when it settles). */
export const depositStatus = defineCall({
  id: 'CALL-74',
  name: 'depositStatus',
  method: 'GET',
  path: relay('CSH_depositStatus'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  query: {
    type: 'object',
    additionalProperties: false,
    required: ['depositId'],
    properties: { depositId: idSchema },
    examples: [{ depositId: 'D1001' }],
  },
  response: {
    ...depositSchema,
    examples: [{ ...depositExample, status: 'succeeded', settledAt: '2026-11-20T10:05:00Z' }],
  },
});

const payoutAccountSchema = {
  type: 'object',
  required: ['accountId', 'bankName', 'accountNumber', 'holder'],
  properties: {
    accountId: idSchema,
    bankName: { type: 'string', maxLength: 80 },
    accountNumber: { type: 'string', maxLength: 40, description: 'Masked but the last 4 digits.' },
    holder: { type: 'string', maxLength: 80, description: "Always the member's real name." },
  },
} as const;
const payoutAccountExample = {
  accountId: 'PA7',
  bankName: 'Maybank',
  accountNumber: '**** **** 5678',
  holder: 'Tan Mei Ling',
} as const;

/** CALL-75: payout accounts, and what a withdrawal needs (MC-02, MC-05). */
export const payoutAccounts = defineCall({
  id: 'CALL-75',
  name: 'payoutAccounts',
  method: 'GET',
  path: relay('CSH_payoutAccounts'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  response: {
    type: 'object',
    required: ['accounts', 'maxAccounts', 'realName', 'banks'],
    properties: {
      accounts: { type: 'array', items: payoutAccountSchema },
      maxAccounts: { type: 'integer', minimum: 1, maximum: 10 },
      realName: {
        type: ['string', 'null'],
        maxLength: 80,
        description: 'The holder of every account; null until the first account sets it.',
      },
      banks: { type: 'array', items: { type: 'string', maxLength: 80 }, description: 'Banks the brand pays out to.' },
    },
    examples: [
      {
        accounts: [payoutAccountExample],
        maxAccounts: 3,
        realName: 'Tan Mei Ling',
        banks: ['Maybank', 'CIMB Bank', 'Public Bank'],
      },
    ],
  },
});

/** CALL-76: adds a payout account; the holder is the real name, given here only with the first account. */
export const payoutAccountAdd = defineCall({
  policy: { invalidates: ['payoutAccounts'] },
  id: 'CALL-76',
  name: 'payoutAccountAdd',
  method: 'POST',
  path: relay('CSH_payoutAccountAdd'),
  token: true,
  encrypted: true,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['bankName', 'accountNumber', 'paymentPassword'],
    properties: {
      bankName: { type: 'string', minLength: 1, maxLength: 80 },
      accountNumber: {
        type: 'string',
        pattern: '^[0-9]+$',
        minLength: 6,
        maxLength: 20,
        description: '6 to 20 digits; the form drops the spaces and dashes printed on a card.',
      },
      realName: {
        type: 'string',
        minLength: 2,
        maxLength: 80,
        description: 'Required while the member has no real name; refused once set.',
      },
      paymentPassword: paymentPasswordSchema,
    },
    examples: [
      { bankName: 'Maybank', accountNumber: '514012345678', realName: 'Tan Mei Ling', paymentPassword: '246810' },
    ],
  },
  response: { ...payoutAccountSchema, examples: [payoutAccountExample] },
});

/** CALL-77: removes a payout account (refused while a withdrawal to it is applying). */
export const payoutAccountRemove = defineCall({
  policy: { invalidates: ['payoutAccounts'] },
  id: 'CALL-77',
  name: 'payoutAccountRemove',
  method: 'POST',
  path: relay('CSH_payoutAccountRemove'),
  token: true,
  encrypted: true,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['accountId', 'paymentPassword'],
    properties: { accountId: idSchema, paymentPassword: paymentPasswordSchema },
    examples: [{ accountId: 'PA7', paymentPassword: '246810' }],
  },
  response: messageResultSchema,
});

/**
 * CALL-78: sets the payment password, or changes it (then `oldPassword` is required). Checking it is
 * CALL-37 (passwordCheck); wrong passwords here, in CALL-37 and in every call below that takes one
 * are counted together and lock as CALL-37 does (TOO_MANY_REQUESTS with retryAfter).
 */
export const paymentPasswordSet = defineCall({
  policy: { invalidates: ['withdrawSettings'] },
  id: 'CALL-78',
  name: 'paymentPasswordSet',
  method: 'POST',
  path: relay('CSH_paymentPasswordSet'),
  token: true,
  encrypted: true,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['password'],
    properties: { password: paymentPasswordSchema, oldPassword: paymentPasswordSchema },
    examples: [{ password: '135790' }, { oldPassword: '246810', password: '135790' }],
  },
  response: messageResultSchema,
});

const applyingExample = {
  withdrawalId: 'W2001',
  amount: '200.00',
  fee: '0.00',
  status: 'applying',
  account: payoutAccountExample,
  createdAt: '2026-11-20T10:00:00Z',
  canCancel: false,
} as const;
const withdrawalExample = {
  ...applyingExample,
  status: 'passed',
  receipt: 'awaiting',
  decidedAt: '2026-11-20T10:20:00Z',
  autoConfirmAt: '2026-11-20T11:20:00Z',
} as const;
const decided = { ...applyingExample, decidedAt: '2026-11-20T10:20:00Z' } as const;
export const withdrawalSchema = {
  type: 'object',
  required: ['withdrawalId', 'amount', 'fee', 'status', 'account', 'createdAt'],
  properties: {
    withdrawalId: idSchema,
    amount: moneySchema,
    fee: { ...moneySchema, description: 'Taken from the amount paid out.' },
    status: withdrawalStatusSchema,
    rejectReason: { type: 'string', maxLength: 200 },
    receipt: receiptStatusSchema,
    account: payoutAccountSchema,
    createdAt: timestampSchema,
    decidedAt: timestampSchema,
    autoConfirmAt: {
      ...timestampSchema,
      description: 'receipt awaiting: treated as received at this time (WALLET-06).',
    },
    canCancel: { type: 'boolean', description: 'The brand lets the member cancel this applying withdrawal.' },
  },
} as const;

/** CALL-79: limits, balances and settings for the withdrawal form (MC-05). */
export const withdrawSettings = defineCall({
  id: 'CALL-79',
  name: 'withdrawSettings',
  method: 'GET',
  path: relay('CSH_withdrawSettings'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  response: {
    type: 'object',
    required: [
      'balance',
      'held',
      'available',
      'min',
      'max',
      'feePercent',
      'paymentPasswordSet',
      'cancelAllowed',
      'autoConfirmMinutes',
      'awaitingReceipt',
    ],
    properties: {
      balance: moneySchema,
      held: {
        ...moneySchema,
        description: 'Held by applying withdrawals: already out of the balance, given back if rejected or cancelled.',
      },
      available: {
        ...moneySchema,
        description: 'What can be withdrawn or transferred now (the balance, holds already taken out).',
      },
      min: moneySchema,
      max: moneySchema,
      feePercent: depositMethodSchema.properties.feePercent,
      paymentPasswordSet: { type: 'boolean' },
      cancelAllowed: {
        type: 'boolean',
        description:
          'The brand lets members cancel an applying withdrawal (default no), and its compliance profile allows withdrawal reversal (issue 29).',
      },
      autoConfirmMinutes: { type: 'integer', minimum: 1, maximum: 10080, description: 'CONST-19.' },
      awaitingReceipt: {
        type: 'integer',
        minimum: 0,
        description: "Passed withdrawals waiting for the member's receipt confirmation.",
      },
    },
    examples: [
      {
        balance: '1250.50',
        held: '200.00',
        available: '1050.50',
        min: '50.00',
        max: '50000.00',
        feePercent: '0',
        paymentPasswordSet: true,
        cancelAllowed: false,
        autoConfirmMinutes: 60,
        awaitingReceipt: 1,
      },
    ],
  },
});

/** CALL-80: applies for a withdrawal; the amount is held at once (WALLET-04). Encrypted: carries the payment password. */
export const withdrawCreate = defineCall({
  policy: { invalidates: ['withdrawSettings', 'withdrawList', 'walletBalance'] },
  id: 'CALL-80',
  name: 'withdrawCreate',
  method: 'POST',
  path: relay('CSH_withdrawCreate'),
  token: true,
  encrypted: true,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['accountId', 'amount', 'paymentPassword', 'idempotencyKey'],
    properties: {
      accountId: idSchema,
      amount: amountSchema,
      paymentPassword: paymentPasswordSchema,
      idempotencyKey: idempotencyKeySchema,
    },
    examples: [
      {
        accountId: 'PA7',
        amount: '200.00',
        paymentPassword: '246810',
        idempotencyKey: '0b8e2f5c-6a1d-4e7b-8c9f-3a2d1e0f9b8a',
      },
    ],
  },
  response: { ...withdrawalSchema, examples: [applyingExample] },
});

/** CALL-81: the member's withdrawals, newest first, with totals for the filter (WALLET-04, -05). */
export const withdrawList = defineCall({
  id: 'CALL-81',
  name: 'withdrawList',
  method: 'GET',
  path: relay('CSH_withdrawList'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  query: {
    type: 'object',
    additionalProperties: false,
    properties: { ...periodQueryProperties, status: withdrawalStatusSchema, receipt: receiptStatusSchema },
    examples: [{ pageNo: 1, pageSize: 20, startDate: '2026-11-14', endDate: '2026-11-20' }, { receipt: 'awaiting' }],
  },
  response: {
    ...recordPageOf(withdrawalSchema, {
      type: 'object',
      required: ['amount', 'fee'],
      properties: { amount: moneySchema, fee: moneySchema },
    }),
    examples: [
      {
        list: [withdrawalExample],
        pageNo: 1,
        totalPages: 1,
        totalRows: 1,
        period: examplePeriod,
        totals: { amount: '200.00', fee: '0.00' },
      },
    ],
  },
});

/** CALL-82: confirms a passed withdrawal was received (WALLET-05). */
export const withdrawConfirmReceipt = defineCall({
  policy: { invalidates: ['withdrawList', 'withdrawSettings'] },
  id: 'CALL-82',
  name: 'withdrawConfirmReceipt',
  method: 'POST',
  path: relay('CSH_withdrawConfirmReceipt'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['withdrawalId'],
    properties: { withdrawalId: idSchema },
    examples: [{ withdrawalId: 'W2001' }],
  },
  response: { ...withdrawalSchema, examples: [{ ...decided, status: 'passed', receipt: 'received' }] },
});

/** CALL-83: marks a passed withdrawal not received, with 1..3 png/jpg proof images ≤ 5 MB each, multipart (WALLET-05). */
export const withdrawNotReceived = defineCall({
  policy: { invalidates: ['withdrawList', 'withdrawSettings'] },
  id: 'CALL-83',
  name: 'withdrawNotReceived',
  method: 'POST',
  path: relay('CSH_withdrawNotReceived'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  multipart: true,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['withdrawalId', 'images'],
    properties: {
      withdrawalId: idSchema,
      remark: { type: 'string', maxLength: 140 },
      images: {
        ...imageUploadsSchema,
        minItems: 1,
        description:
          'Proof: 1..3 PNG or JPEG images ≤ 5 MB, as multipart parts named "images"; the bytes must be a PNG or JPEG.',
      },
    },
    examples: [
      {
        withdrawalId: 'W2001',
        remark: 'Nothing arrived at Maybank',
        images: [{ name: 'statement.png', type: 'image/png', size: 204800 }],
      },
    ],
  },
  response: { ...withdrawalSchema, examples: [{ ...decided, status: 'passed', receipt: 'notReceived' }] },
});

/** CALL-84: confirms every passed withdrawal still awaiting receipt (WALLET-05). */
export const withdrawConfirmAll = defineCall({
  policy: { invalidates: ['withdrawList', 'withdrawSettings'] },
  id: 'CALL-84',
  name: 'withdrawConfirmAll',
  method: 'POST',
  path: relay('CSH_withdrawConfirmAll'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  body: { type: 'object', additionalProperties: false, properties: {}, examples: [{}] },
  response: {
    type: 'object',
    required: ['confirmed'],
    properties: { confirmed: { type: 'integer', minimum: 0 } },
    examples: [{ confirmed: 2 }],
  },
});

/** CALL-85: cancels an applying withdrawal, where the brand allows it (FEATURE_DISABLED otherwise); the hold is released. */
export const withdrawCancel = defineCall({
  id: 'CALL-85',
  name: 'withdrawCancel',
  method: 'POST',
  path: relay('CSH_withdrawCancel'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['withdrawalId'],
    properties: { withdrawalId: idSchema },
    examples: [{ withdrawalId: 'W2001' }],
  },
  response: { ...withdrawalSchema, examples: [{ ...decided, status: 'cancelled' }] },
});

/** CALL-86: who the upline is and the limits, for members who have one (MC-06). */
export const uplineInfo = defineCall({
  id: 'CALL-86',
  name: 'uplineInfo',
  method: 'GET',
  path: relay('CSH_uplineInfo'),
  token: true,
  encrypted: false,
  moduleId: 'CSH',
  response: {
    type: 'object',
    required: ['hasUpline'],
    properties: {
      hasUpline: { type: 'boolean' },
      upline: { type: 'string', maxLength: 64, description: "The upline's account name." },
      min: moneySchema,
      max: moneySchema,
      available: moneySchema,
    },
    examples: [
      { hasUpline: true, upline: 'demo_agent', min: '1.00', max: '50000.00', available: '1050.50' },
      { hasUpline: false },
    ],
  },
});

/** CALL-87: transfers money to the upline (MC-06, transferUpline); encrypted: carries the payment password. */
export const transferUpline = defineCall({
  policy: { invalidates: ['walletBalance', 'uplineInfo'] },
  id: 'CALL-87',
  name: 'transferUpline',
  method: 'POST',
  path: relay('CSH_transferUpline'),
  token: true,
  encrypted: true,
  moduleId: 'CSH',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['amount', 'paymentPassword', 'idempotencyKey'],
    properties: {
      amount: amountSchema,
      paymentPassword: paymentPasswordSchema,
      remark: { type: 'string', maxLength: 140 },
      idempotencyKey: idempotencyKeySchema,
    },
    examples: [
      {
        amount: '50.00',
        paymentPassword: '246810',
        remark: 'Rent',
        idempotencyKey: '7c4d2e1f-0a9b-4c8d-9e7f-6a5b4c3d2e1f',
      },
    ],
  },
  response: {
    type: 'object',
    required: ['transferId', 'amount', 'balance'],
    properties: {
      transferId: idSchema,
      amount: moneySchema,
      balance: moneySchema,
      message: { type: 'string', maxLength: 1000 },
    },
    examples: [{ transferId: 'T31', amount: '50.00', balance: '1000.50', message: 'Transferred 50.00 to demo_agent.' }],
  },
});
