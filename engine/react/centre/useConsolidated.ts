import { useFlags, useSession } from '../context.tsx';
import { useCall } from '../data/useCall.ts';

/**
 * The consolidated contract info (CALL-21), asked for only when ROLE-08 allows: a logged-in member
 * or agent (never a trial or a visitor) on a brand with AGENTPOLICY3 on; otherwise idle. One answer
 * shared by the contract pages' conditions and the contract popup.
 */
export function useConsolidated(wanted = true) {
  const session = useSession((state) => state.kind);
  const policy = useFlags().AGENTPOLICY3 === true;
  return useCall('fundsConsolidated', undefined, { enabled: wanted && policy && (session === 'member' || session === 'agent') });
}
