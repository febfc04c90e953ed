import { useFlags, useSession } from '../context.tsx';
import { useCall } from '../data/useCall.ts';
import type { ContractType } from '../../../schemas/brand/conditions.ts';

/**
 * The consolidated contract info (CALL-21), asked for only when ROLE-08 allows: a logged-in member
 * or agent (never a trial or a visitor) on a brand with AGENTPOLICY3 on; otherwise idle. One answer
 * shared by the contract pages' conditions and the contract popup.
 */
export function useConsolidated(wanted = true) {
  const session = useSession((state) => state.kind);
  const policy = useFlags().AGENTPOLICY3 === true;
  return useCall('fundsConsolidated', undefined, {
    enabled: wanted && policy && (session === 'member' || session === 'agent'),
  });
}

/** The contract types the consolidated info enables (CONTRACT-03): a type field above 0. */
export function contractTypesOf(
  consolidated:
    | { divtypereq?: number; dailysalreqtype?: number; contracthoursalreq?: number; realtimesalreqtype?: number }
    | undefined,
): Record<ContractType, boolean> {
  return {
    dividend: (consolidated?.divtypereq ?? 0) > 0,
    dailySalary: (consolidated?.dailysalreqtype ?? 0) > 0,
    hourlySalary: (consolidated?.contracthoursalreq ?? 0) > 0,
    realtimeSalary: (consolidated?.realtimesalreqtype ?? 0) > 0,
  };
}
