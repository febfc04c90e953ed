import { useSession } from '../../../engine/react/context.tsx';
import { useSessionActions } from '../../../engine/react/useSessionActions.ts';
import { LoadFailed } from './LoadFailed.tsx';

/** A stored session whose account could not be loaded: said in the header, with a retry that loads the session again. */
export function AccountLoadFailed() {
  const error = useSession((state) => state.memberError);
  const { reload } = useSessionActions();
  return error ? <LoadFailed error={error} label="layout.accountFailed" retry={reload} /> : null;
}
