// @vitest-environment node
// One contract test per call (CALL-01..CALL-61, CALL-66..CALL-92, CALL-110..CALL-116, CALL-120..CALL-124, CALL-130..CALL-135, CALL-140..CALL-142, CALL-150..CALL-155) against the reference platform: a good request is
// answered with a value that validates against the call's response schema, and a bad one with a 4xx
// carrying a stable code and a message — never a 500.
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import {
  calls,
  ERROR_CODES,
  errorEnvelopeSchema,
  type CallDefinition,
  type CallName,
} from '../../schemas/api/index.ts';
import { randomUUID } from 'node:crypto';
import { setPlatformFlag } from '../../server/brands.ts';
import { setCashierSetting } from '../../server/money/config.ts';
import { decideWithdrawal } from '../../server/money/withdrawals.ts';
import { brandsWithProfiles, platformForEachTest } from '../support/platform.ts';

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();
const validatorOf = (key: string, schema: object) => {
  let validate = validators.get(key);
  if (!validate) validators.set(key, (validate = ajv.compile(schema)));
  return validate;
};
const validateError = ajv.compile(errorEnvelopeSchema);

type Envelope = { success: boolean; value?: unknown; code?: string; message?: string };

// Jade runs under the MGA's rules here, so every responsible-gaming tool answers (issue 29).
const platform = platformForEachTest(undefined, { brands: brandsWithProfiles({ jade: 'mga' }) });

/** A tiny valid PNG (1×1). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const latestSms = (recipient: string) =>
  /(\d{6})/.exec(
    (
      platform.db.prepare('SELECT body FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(recipient) as {
        body: string;
      }
    ).body,
  )![1]!;
const value = async <T>(name: CallName, input?: unknown, token?: string) =>
  (JSON.parse((await platform.call(name, input, { token })).body) as { value: T }).value;
const firstGame = () =>
  value<{ games: { nodeId: string; gameCode: string; vassalage: string }[] }>('gameList', {
    pageNo: 1,
    pageSize: 1,
    gameType: 'RNG',
  }).then((v) => v.games[0]!);

interface Case {
  /** Who calls: a demo account (session opened directly), or nobody. */
  as?: string;
  brand?: string;
  /** Builds the request, doing whatever must come first (an SMS code, a registered account …). */
  input?: (token: string) => Promise<unknown> | unknown;
}

/** demo_member logs in from an address it does not know: the ticket of the VERIFICATION_REQUIRED answer (AUTH-15). */
async function verificationTicket(): Promise<string> {
  platform.db.prepare('DELETE FROM known_addresses WHERE member_id = ?').run(platform.memberId('demo_member'));
  const answer = JSON.parse(
    (await platform.call('login', { username: 'demo_member', password: 'demo1234', type: 'username' })).body,
  ) as { verification: { ticket: string } };
  return answer.verification.ticket;
}

const registerUser = {
  username: 'contract01',
  password: 'abc12345',
  confirmPassword: 'abc12345',
  registerMethod: 'WEB',
  login: true,
} as const;

const CASES: { [N in CallName]: Case } = {
  systemStatus: {},
  domainRoute: { input: () => ({ host: 'aurora.localhost' }) },
  helpCenter: { input: () => ({ lang: 'en', device: 'WEB' }) },
  login: { input: () => ({ username: 'demo_member', password: 'demo1234', type: 'username' }) },
  logout: { as: 'demo_member' },
  freeplayLogin: { brand: 'jade', input: () => ({ os: 'Linux', platform: 'W' }) },
  memberInfo: { as: 'demo_member' },
  memberIcon: { as: 'demo_member' },
  register: { input: async () => ({ ...registerUser, challengeToken: await platform.challenge('register') }) },
  registerMobile: {
    input: async () => {
      await platform.call('smsRegister', {
        mobileNo: '187654321',
        countryDialingCode: '+60',
        challengeToken: await platform.challenge('sms'),
      });
      return {
        mobileNum: '187654321',
        countryDialingCode: '+60',
        password: 'abc12345',
        verificationCode: latestSms('+60187654321'),
        registerMethod: 'WEB',
        login: true,
        challengeToken: await platform.challenge('register'),
      };
    },
  },
  registerSettings: {},
  affiliateCheck: { input: () => ({ code: 'AGENT01', domain: 'aurora.localhost' }) },
  smsNoLogin: {
    input: async () => {
      setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'MOBILEVERCODELOGIN3', true);
      return { mobileNum: '123456789', countryDialingCode: '+60', challengeToken: await platform.challenge('sms') };
    },
  },
  smsRegister: {
    input: async () => ({
      mobileNo: '187654321',
      countryDialingCode: '+60',
      challengeToken: await platform.challenge('sms'),
    }),
  },
  changePassword: {
    as: 'demo_member',
    input: () => ({ oldPassword: 'demo1234', newPassword: 'better456', confirmNewPassword: 'better456' }),
  },
  forgotPasswordEmail: { input: () => ({ username: 'demo_member', email: 'demo_member@example.com' }) },
  resetPasswordByPhone: {
    input: async () => {
      setPlatformFlag(platform.db, platform.brands.byId.get('aurora')!, 'PHONEPWDRECOVERY', true);
      await platform.call('smsNoLogin', {
        mobileNum: '123456789',
        countryDialingCode: '+60',
        challengeToken: await platform.challenge('sms'),
      });
      return {
        newPassword: 'better456',
        mobileNum: '123456789',
        countryDialingCode: '+60',
        verificationCode: latestSms('+60123456789'),
      };
    },
  },
  captcha: {},
  walletBalance: { as: 'demo_member' },
  walletTransfer: { as: 'demo_member', input: () => ({ fromWallet: 'MAIN', toWallet: 'PG', amount: '10.00' }) },
  fundsConsolidated: { as: 'demo_agent' },
  processDividendReq: {
    as: 'demo_agent',
    input: () => ({ action: 'new', downline: 'player_down1', rate: '5.00', period: 'H' }),
  },
  processDailySalContract: {
    as: 'demo_agent',
    input: () => ({ action: 'new', downline: 'player_down1', rate: '1.00', period: 'D' }),
  },
  processContractHourSalary: {
    as: 'demo_agent',
    input: () => ({ action: 'new', downline: 'player_down1', rate: '0.50', period: 'D' }),
  },
  processRealTimeSalaryContract: {
    as: 'demo_agent',
    input: () => ({ action: 'new', downline: 'player_down1', rate: '0.30', period: 'D' }),
  },
  feedback: {
    as: 'demo_member',
    input: () => {
      const form = new FormData();
      form.append('content', 'The deposit page does not load on my phone.');
      form.append('images', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'screen.png');
      return form;
    },
  },
  feedbackList: { as: 'demo_member', input: () => ({ pageNo: 1, pageSize: 10 }) },
  claimRafflePromotion: { as: 'demo_member', input: () => ({ promotionId: 'p-raffle' }) },
  unreadCount: { as: 'demo_member' },
  missionSummary: { as: 'demo_member', input: () => ({ language: 'en' }) },
  missionLeaderboard: { as: 'demo_member', input: () => ({ language: 'en' }) },
  getPointBalance: { as: 'demo_member' },
  getPointReward: { as: 'demo_member' },
  getPointConfig: { as: 'demo_member' },
  getRedeemPointList: { as: 'demo_member', input: () => ({ pageNo: 1, pageSize: 20 }) },
  memTransDet: { as: 'demo_member', input: () => ({ pageNo: 1, pageSize: 20 }) },
  convertPoint: { as: 'demo_member', input: () => ({ points: 100 }) },
  passwordCheck: { as: 'demo_member', input: () => ({ password: '246810' }) },
  redeemPointReward: {
    as: 'demo_member',
    input: async (token) => {
      await platform.call('passwordCheck', { password: '246810' }, { token });
      return { rewardId: 'rw-free-spins', quantity: 1 };
    },
  },
  updateLanguage: { as: 'demo_member', input: () => ({ language: 'en' }) },
  chatModels: { as: 'demo_member' },
  launchChat: { as: 'demo_member', input: () => ({ modelId: 'cs-general' }) },
  gameMenus: {},
  gameList: { input: () => ({ clientType: 3, pageNo: 1, pageSize: 18, gameName: 'dragon', language: 'en' }) },
  hotGames: { input: () => ({ gameType: 'RNG', language: 'en' }) },
  newGameVendor: { input: () => ({ platform: 'html5-desktop' }) },
  favoriteGameIds: { as: 'demo_member' },
  favoriteGamesList: { as: 'demo_member', input: () => ({ pageNo: 1, pageSize: 99 }) },
  addFavoriteGame: { as: 'demo_member', input: async () => ({ nodeId: (await firstGame()).nodeId }) },
  removeFavoriteGame: { as: 'demo_member', input: async () => ({ nodeId: (await firstGame()).nodeId }) },
  recentGames: { as: 'demo_member', input: () => ({ page: 1, pageSize: 6 }) },
  gameLaunch: {
    as: 'demo_member',
    input: async () => {
      const g = await firstGame();
      return { gameCode: g.gameCode, vassalage: g.vassalage };
    },
  },
  vendorGroups: { input: () => ({ language: 'en' }) },
  announcements: { input: () => ({ types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B', language: 'en' }) },
  rankList: { input: () => ({ gameCategory: 'ALL', limitNum: 20 }) },
  roomList: { input: () => ({ vassalage: 'EVO' }) },
  launchLottery: {
    as: 'demo_member',
    input: () => ({
      launchMode: 'LOTT',
      lottoPrizeMode: 'LOTT',
      lottoGameCode: 'VN_HN',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'http://aurora.localhost/vnLottery',
    }),
  },
  vnLotteryMenu: { input: () => ({ prizeMode: 'LOTT', device: 'WEB' }) },
  vnLotteryRecent: { as: 'demo_member', input: () => ({ prizeMode: 'LOTT', device: 'WEB' }) },
  vnOpenedNumbers: { input: () => ({ gameCode: 'VN_HN' }) },
  lottoOpenedNumbers: { input: () => ({ gameCode: 'VN_HN' }) },
  merchantWallet: { as: 'demo_member', input: () => ({}) },
  challenge: { input: () => ({ action: 'sms' }) },
  loginVerificationSend: { input: async () => ({ ticket: await verificationTicket(), method: 'sms' }) },
  loginVerify: {
    input: async () => {
      const ticket = await verificationTicket();
      await platform.call('loginVerificationSend', { ticket, method: 'email' });
      const code = latestSms('demo_member@example.com');
      return { ticket, method: 'email', code };
    },
  },
  authenticatorEnrol: { as: 'demo_member' },
  authenticatorConfirm: {
    as: 'demo_member',
    input: async (token) => {
      const { secret } = await value<{ secret: string }>('authenticatorEnrol', undefined, token);
      return { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: platform.now() }) };
    },
  },
  depositMethods: { as: 'demo_member' },
  depositCreate: {
    as: 'demo_member',
    input: () => ({ methodId: 'bank', amount: '100.00', idempotencyKey: randomUUID() }),
  },
  depositList: { as: 'demo_member', input: async (token) => (await openDeposit(token), { pageNo: 1, pageSize: 20 }) },
  depositStatus: { as: 'demo_member', input: async (token) => ({ depositId: await openDeposit(token) }) },
  payoutAccounts: { as: 'demo_member' },
  payoutAccountAdd: {
    as: 'demo_member',
    input: () => ({
      bankName: 'Maybank',
      accountNumber: '514012345678',
      realName: 'Tan Mei Ling',
      paymentPassword: PAYMENT_PASSWORD,
    }),
  },
  payoutAccountRemove: {
    as: 'demo_member',
    input: async (token) => ({ accountId: await payoutAccount(token), paymentPassword: PAYMENT_PASSWORD }),
  },
  paymentPasswordSet: { as: 'demo_member', input: () => ({ oldPassword: PAYMENT_PASSWORD, password: '135790' }) },
  withdrawSettings: { as: 'demo_member' },
  withdrawCreate: {
    as: 'demo_member',
    input: async (token) => ({
      accountId: await payoutAccount(token),
      amount: '100.00',
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: randomUUID(),
    }),
  },
  withdrawList: {
    as: 'demo_member',
    input: async (token) => (await passedWithdrawal(token), { pageNo: 1, pageSize: 20 }),
  },
  withdrawConfirmReceipt: {
    as: 'demo_member',
    input: async (token) => ({ withdrawalId: await passedWithdrawal(token) }),
  },
  withdrawNotReceived: {
    as: 'demo_member',
    input: async (token) => {
      const form = new FormData();
      form.append('withdrawalId', await passedWithdrawal(token));
      form.append('images', new Blob([PNG], { type: 'image/png' }), 'statement.png');
      return form;
    },
  },
  withdrawConfirmAll: { as: 'demo_member', input: async (token) => (await passedWithdrawal(token), {}) },
  withdrawCancel: {
    as: 'demo_member',
    input: async (token) => {
      setCashierSetting(platform.db, 'aurora', 'cancelAllowed', true);
      return { withdrawalId: (await withdraw(token)).withdrawalId };
    },
  },
  uplineInfo: { as: 'player_down1' },
  transferUpline: {
    as: 'player_down1',
    input: () => ({ amount: '10.00', paymentPassword: PAYMENT_PASSWORD, idempotencyKey: randomUUID() }),
  },
  bettingRecord: {
    as: 'demo_member',
    input: () => ({ pageNo: 1, pageSize: 20, startDate: '2026-10-25', endDate: '2026-11-22' }),
  },
  accountRecord: {
    as: 'demo_member',
    input: () => ({ pageNo: 1, pageSize: 20, startDate: '2026-10-25', endDate: '2026-11-22' }),
  },
  profitLoss: { as: 'demo_member', input: () => ({ startDate: '2026-11-01', endDate: '2026-11-22' }) },
  bonusDetails: {
    as: 'demo_member',
    input: async (token) => (
      await platform.call('convertPoint', { points: 500 }, { token }),
      { pageNo: 1, pageSize: 20 }
    ),
  },
  // The agent centre's team (issue 17): demo_agent's team is agent_down1, player_down1 and player_down2.
  teamOverview: { as: 'demo_agent', input: () => ({ startDate: '2026-10-25', endDate: '2026-11-22' }) },
  teamMembers: { as: 'demo_agent', input: () => ({ pageNo: 1, pageSize: 20, search: 'down' }) },
  teamBets: {
    as: 'demo_agent',
    input: () => ({ pageNo: 1, pageSize: 20, startDate: '2026-10-25', endDate: '2026-11-22' }),
  },
  teamProfitLoss: {
    as: 'demo_agent',
    input: () => ({ pageNo: 1, pageSize: 20, startDate: '2026-10-25', endDate: '2026-11-22' }),
  },
  agentIncome: { as: 'demo_agent', input: () => ({ pageNo: 1, pageSize: 20 }) },
  teamLedger: {
    as: 'demo_agent',
    input: () => ({ pageNo: 1, pageSize: 20, startDate: '2026-10-25', endDate: '2026-11-22' }),
  },
  downlineTransferInfo: { as: 'demo_agent' },
  registerDownline: {
    as: 'demo_agent',
    input: () => ({ username: 'contractdown', password: 'abc12345', confirmPassword: 'abc12345', kind: 'member' }),
  },
  rewardCenter: { as: 'demo_member', input: () => ({ language: 'en' }) },
  rewardAction: {
    as: 'demo_member',
    input: () => ({ promotionId: 'p-welcome', action: 'claim', idempotencyKey: randomUUID() }),
  },
  claimMission: { as: 'demo_member', input: () => ({ missionId: 'm-slots-10', idempotencyKey: randomUUID() }) },
  manualRebate: { as: 'demo_member' },
  claimManualRebate: { as: 'demo_member', input: () => ({ idempotencyKey: randomUUID() }) },
  messageList: { as: 'demo_member', input: () => ({ pageNo: 1, pageSize: 10 }) },
  messageDetail: {
    as: 'demo_member',
    input: async (token) => ({
      messageId: (await value<{ list: { messageId: string }[] }>('messageList', {}, token)).list[0]!.messageId,
    }),
  },
  messageRead: {
    as: 'demo_member',
    input: async (token) => ({
      messageIds: [(await value<{ list: { messageId: string }[] }>('messageList', {}, token)).list[0]!.messageId],
    }),
  },
  messageDelete: {
    as: 'demo_member',
    input: async (token) => ({
      messageIds: [(await value<{ list: { messageId: string }[] }>('messageList', {}, token)).list[0]!.messageId],
    }),
  },
  referralSummary: { as: 'demo_member' },
  mirrorSites: {},
  // Contracts and transfers to a downline (issue 17).
  contractList: { as: 'agent_down1', input: () => ({}) },
  contractPayments: { as: 'agent_down1', input: () => ({ pageNo: 1, pageSize: 20 }) },
  responsibleGaming: { as: 'demo_member', brand: 'jade' },
  gamingLimitSet: {
    as: 'demo_member',
    brand: 'jade',
    input: () => ({ kind: 'deposit', period: 'day', amount: '100.00', idempotencyKey: randomUUID() }),
  },
  gamingLimitCancel: {
    as: 'demo_member',
    brand: 'jade',
    input: async (token) => {
      for (const amount of ['100.00', '200.00'])
        await platform.call(
          'gamingLimitSet',
          { kind: 'loss', period: 'week', amount, idempotencyKey: randomUUID() },
          { token, brand: 'jade' },
        );
      return { kind: 'loss', period: 'week' };
    },
  },
  realityCheckSet: { as: 'demo_member', brand: 'jade', input: () => ({ minutes: 30 }) },
  timeOutStart: { as: 'demo_member', brand: 'jade', input: () => ({ days: 7 }) },
  selfExclusionStart: { as: 'demo_member', brand: 'jade', input: () => ({ months: 6 }) },
  transferDownline: {
    as: 'demo_agent',
    input: () => ({
      downline: 'player_down1',
      amount: '10.00',
      paymentPassword: PAYMENT_PASSWORD,
      idempotencyKey: randomUUID(),
    }),
  },
};

const PAYMENT_PASSWORD = '246810';
async function openDeposit(token: string): Promise<string> {
  return (
    await value<{ depositId: string }>(
      'depositCreate',
      { methodId: 'bank', amount: '50.00', idempotencyKey: randomUUID() },
      token,
    )
  ).depositId;
}
async function payoutAccount(token: string): Promise<string> {
  const added = await value<{ accountId: string }>(
    'payoutAccountAdd',
    {
      bankName: 'CIMB Bank',
      accountNumber: '800012345678',
      realName: 'Tan Mei Ling',
      paymentPassword: PAYMENT_PASSWORD,
    },
    token,
  );
  return added.accountId;
}
async function withdraw(token: string) {
  const accountId = await payoutAccount(token);
  return value<{ withdrawalId: string }>(
    'withdrawCreate',
    { accountId, amount: '60.00', paymentPassword: PAYMENT_PASSWORD, idempotencyKey: randomUUID() },
    token,
  );
}
/** A withdrawal the operator approved, awaiting the member's receipt confirmation. */
async function passedWithdrawal(token: string): Promise<string> {
  const { withdrawalId } = await withdraw(token);
  decideWithdrawal(platform.db, platform.brands.byId, Number(withdrawalId.slice(1)), { approve: true }, platform.now());
  return withdrawalId;
}

/** A request the contract refuses: an unknown field, a missing session, or the wrong method. */
async function badRequest(name: CallName, definition: CallDefinition, good: unknown, token: string | undefined) {
  if (definition.multipart) {
    const form = new FormData();
    form.append(
      name === 'withdrawNotReceived' ? 'withdrawalId' : 'content',
      name === 'withdrawNotReceived' ? 'W1' : 'short',
    );
    return platform.call(name, form, { token });
  }
  if (definition.query || definition.body) {
    const input = { ...((good ?? {}) as object), unexpectedField: 'x' };
    return platform.call(name, input, { token });
  }
  if (definition.token) return platform.call(name, undefined, {});
  return platform.app.inject({ method: definition.method === 'GET' ? 'PATCH' : 'GET', url: definition.path });
}

describe('contract: every call answers per its schema', () => {
  for (const [name, definition] of Object.entries(calls) as [CallName, CallDefinition][]) {
    const spec = CASES[name];
    it(`${definition.id} ${name}`, async () => {
      const token = spec.as ? platform.sessionFor(spec.as, spec.brand) : undefined;
      const input = await spec.input?.(token ?? '');
      if (input && !(input instanceof FormData)) {
        const schema = definition.body ?? definition.query;
        const validRequest = validatorOf(`${name}:request`, schema as object);
        expect(validRequest(input), ajv.errorsText(validRequest.errors)).toBe(true);
      }
      const response = await platform.call(name, input, { token, brand: spec.brand });
      const envelope = JSON.parse(response.body) as Envelope;
      expect(envelope, response.body).toMatchObject({ success: true });
      expect(response.statusCode).toBe(200);
      const validAnswer = validatorOf(`${name}:response`, definition.response as object);
      expect(validAnswer(envelope.value), ajv.errorsText(validAnswer.errors)).toBe(true);

      const bad = await badRequest(name, definition, input, token);
      const refusal = JSON.parse(bad.body) as Envelope;
      expect(bad.statusCode, bad.body).toBeGreaterThanOrEqual(400);
      expect(bad.statusCode, bad.body).toBeLessThan(500);
      expect(validateError(refusal), ajv.errorsText(validateError.errors)).toBe(true);
      expect(Object.keys(ERROR_CODES)).toContain(refusal.code);
    });
  }
});
