import { useT } from '../../../engine/react/context.tsx';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from './locales.json';
import { clockText, secondsSince, useNow } from '../../shared/useResponsibleGaming.ts';
import './SessionClock.css';

/** The clock itself: ticks every second from the session's start as the platform keeps it. */
export function Clock({ startedAt }: { startedAt: string }) {
  useTexts(texts);
  const { t } = useT();
  const now = useNow();
  return (
    <section className="lv-session-clock" aria-label={t('rg.clock.label')}>
      <span>{t('rg.clock.label')}</span>{' '}
      <time role="timer" aria-label={t('rg.clock.label')}>
        {clockText(secondsSince(startedAt, now))}
      </time>
    </section>
  );
}
