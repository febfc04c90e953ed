import { useBrand, useSession } from '../../engine/react/context.tsx';
import { useCall } from '../../engine/react/data/useCall.ts';

/**
 * The signed-in player's responsible-gaming state (issue 29): limits, exclusion, reality check and
 * this session, asked only where the brand's licence switches the tools on and a real account is
 * signed in. One call the tools, the header clock, the reality check and the cashier all read.
 */
export function useResponsibleGaming() {
  const profile = useBrand().compliance.profile;
  const kind = useSession((state) => state.kind);
  const enabled = profile !== 'none' && (kind === 'member' || kind === 'agent');
  return useCall('responsibleGaming', undefined, { enabled });
}
