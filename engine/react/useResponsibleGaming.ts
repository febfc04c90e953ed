import { useBrand, useSession } from './context.tsx';
import { useCall } from './data/useCall.ts';

/**
 * The signed-in player's responsible-gaming state (issue 29, CALL-150): limits, exclusion, reality
 * check and this session, asked only where the brand's licence switches the tools on and a real
 * account is signed in. One call the tools, the header clock, the reality check, the cashier and
 * the `excluded` member trait of `when` conditions all read.
 */
export function useResponsibleGaming() {
  const licensed = useBrand().compliance.profile !== 'none';
  const kind = useSession((state) => state.kind);
  return useCall('responsibleGaming', undefined, { enabled: licensed && (kind === 'member' || kind === 'agent') });
}
