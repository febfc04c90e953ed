import { useBrand } from '../../../engine/react/context.tsx';
import { rulesOf } from '../../../schemas/compliance/profiles.ts';
import { Clock } from './Clock.tsx';
import { useResponsibleGaming } from '../../shared/useResponsibleGaming.ts';
import type { SessionClockProps } from './schema.ts';

/** RG-29: the session's length under the header, where the licence's rules ask for a clock. */
export default function SessionClock(_props: SessionClockProps) {
  const asked = rulesOf(useBrand().compliance.profile).sessionClock;
  const state = useResponsibleGaming();
  const startedAt = state.data?.session.startedAt;
  if (!asked || !startedAt) return null;
  return <Clock startedAt={startedAt} />;
}
