import type { ContractKind } from '../vocabulary.ts';

// Contract rates, shared by the player and the platform without the call schemas (a small module:
// the player's offer form imports it, and nothing of the contract's schemas should come with it).

export type { ContractKind };
/**
 * Rate bounds in percent, per contract type (docs/decisions.md), checked alike by the player and the
 * platform: a dividend shares up to all of the team's loss; a salary is a share of turnover, so at
 * most 10% (above the house edge it would pay out more than the team's play earns). 2 decimals at most.
 */
export const RATE_BOUNDS: Readonly<Record<ContractKind, { min: number; max: number }>> = {
  dividend: { min: 0.01, max: 100 },
  dailySalary: { min: 0.01, max: 10 },
  hourlySalary: { min: 0.01, max: 10 },
  realtimeSalary: { min: 0.01, max: 10 },
};
/** A rate as typed: up to 3 digits, at most 2 decimals. */
export const RATE_PATTERN = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
