/**
 * Jurisdiction profiles (issue 29): what each licence requires of the responsible-gaming tools. A
 * brand names its profile in `compliance.profile`; the platform enforces these rules and the site
 * shows the tools they switch on, both from this one table, so client and server cannot disagree.
 * docs/decisions.md ("Responsible gaming and jurisdiction profiles") gives the regulation behind
 * each rule.
 */

export const COMPLIANCE_PROFILES = ['ukgc', 'mga', 'curacao', 'none'] as const;
export type ComplianceProfile = (typeof COMPLIANCE_PROFILES)[number];

/** What a limit counts: money deposited, money lost (stakes less wins), money staked, or minutes logged in. */
export const LIMIT_KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];

/** The windows a limit is counted over: the calendar day, week (from Monday) and month, in the brand's time zone. */
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

export const EXCLUSION_KINDS = ['timeOut', 'selfExclusion'] as const;
export type ExclusionKind = (typeof EXCLUSION_KINDS)[number];

/** National self-exclusion registers the platform can consult; `none` consults none. */
export const EXCLUSION_REGISTERS = ['gamstop', 'none'] as const;
export type ExclusionRegister = (typeof EXCLUSION_REGISTERS)[number];

export interface ProfileRules {
  /** The limits a player can set; empty switches limits off. */
  limitKinds: readonly LimitKind[];
  /** Hours before a raised or removed limit takes effect; a lowered one applies at once. */
  coolingOffHours: number;
  /** Limits are offered in the registration form. */
  limitsAtRegistration: boolean;
  /**
   * The reality check: null where it is not offered; else the shortest interval a player may
   * choose, and the one a new player starts with (null: off until the player turns it on).
   */
  realityCheck: { minimumMinutes: number; defaultMinutes: number | null } | null;
  /** A clock of the session's length in the site's header. */
  sessionClock: boolean;
  /** Time-out lengths a player may choose, in days; null switches time-outs off. */
  timeOutDays: { min: number; max: number } | null;
  /** Self-exclusion lengths in months, and whether permanent is offered; null switches it off. */
  selfExclusionMonths: { min: number; max: number; permanent: boolean } | null;
  /** Months of history (transactions, bets, sessions) the player can read at least; null: the platform's own 12. */
  historyMonths: number | null;
  /** A pending withdrawal may be cancelled back into the wallet by the player. */
  withdrawalReversal: boolean;
  /** The youngest age an account may be opened at. */
  minimumAge: number;
  /** The national register consulted at registration and login. */
  register: ExclusionRegister;
  /** Whether an operator may lift a self-exclusion before its end (a time-out may never be lifted early where this is false either). */
  operatorMayLiftExclusion: boolean;
}

const ALL_LIMITS = LIMIT_KINDS;

export const PROFILE_RULES: Readonly<Record<ComplianceProfile, ProfileRules>> = {
  // UK Gambling Commission: RTS 12 (financial limits), RTS 13 (reality checks), RTS 14 (time-outs
  // and self-exclusion), LCCP SR 3.5.3 and 3.5.4 (6 months to 5 years, GAMSTOP), RTS 1 and 3
  // (history), the 2018 ban on reversing withdrawals; age 18 (Gambling Act 2005).
  ukgc: {
    limitKinds: ALL_LIMITS,
    coolingOffHours: 24,
    limitsAtRegistration: true,
    realityCheck: { minimumMinutes: 10, defaultMinutes: 60 },
    sessionClock: true,
    timeOutDays: { min: 1, max: 42 },
    selfExclusionMonths: { min: 6, max: 60, permanent: true },
    historyMonths: 12,
    withdrawalReversal: false,
    minimumAge: 18,
    register: 'gamstop',
    operatorMayLiftExclusion: false,
  },
  // Malta Gaming Authority: Player Protection Directive (Directive 2 of 2018): limits with a
  // 24-hour cooling-off on increases, reality checks, time-outs and self-exclusion of at least
  // six months; a self-excluded player may still log in to withdraw.
  mga: {
    limitKinds: ALL_LIMITS,
    coolingOffHours: 24,
    limitsAtRegistration: true,
    realityCheck: { minimumMinutes: 10, defaultMinutes: 60 },
    sessionClock: false,
    timeOutDays: { min: 1, max: 42 },
    selfExclusionMonths: { min: 6, max: 60, permanent: true },
    historyMonths: 12,
    withdrawalReversal: true,
    minimumAge: 18,
    register: 'none',
    operatorMayLiftExclusion: false,
  },
  // Curaçao (National Ordinance on Games of Chance, 2024): deposit and loss limits, time-outs and
  // self-exclusion offered; the reality check is offered, not imposed.
  curacao: {
    limitKinds: ['deposit', 'loss', 'session'],
    coolingOffHours: 24,
    limitsAtRegistration: false,
    realityCheck: { minimumMinutes: 15, defaultMinutes: null },
    sessionClock: false,
    timeOutDays: { min: 1, max: 42 },
    selfExclusionMonths: { min: 6, max: 60, permanent: true },
    historyMonths: 6,
    withdrawalReversal: true,
    minimumAge: 18,
    register: 'none',
    operatorMayLiftExclusion: true,
  },
  // No licence's rules: no tool is switched on; the responsible-gaming page still gives helplines.
  none: {
    limitKinds: [],
    coolingOffHours: 24,
    limitsAtRegistration: false,
    realityCheck: null,
    sessionClock: false,
    timeOutDays: null,
    selfExclusionMonths: null,
    historyMonths: null,
    withdrawalReversal: true,
    minimumAge: 18,
    register: 'none',
    operatorMayLiftExclusion: true,
  },
};

export const rulesOf = (profile: ComplianceProfile | undefined): ProfileRules => PROFILE_RULES[profile ?? 'none'];
