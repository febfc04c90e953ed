import { Clock } from './Clock.tsx';
import { useResponsibleGaming } from '../../shared/useResponsibleGaming.ts';
import type { SessionClockProps } from './schema.ts';

/** RG-29: the session's length under the header, where the licence's rules ask for a clock. */
export default function SessionClock(_props: SessionClockProps) {
  const state = useResponsibleGaming().data;
  // The licence's rules as the platform sends them (schemas/compliance/profiles.ts, one table).
  if (!state?.rules.sessionClock) return null;
  const { startedAt } = state.session;
  return <Clock startedAt={startedAt} />;
}
