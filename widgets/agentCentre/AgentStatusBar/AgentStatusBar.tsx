import { useEffect, useState } from 'react';
import { useSession, useT } from '../../../engine/react/context.tsx';
import { useDialog } from '../../../engine/react/dialogs/useDialog.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import texts from '../shared/agentTexts.json';
import { gmtOffset, usableZone } from './clock.ts';
import type { AgentStatusBarProps } from './schema.ts';
import '../shared/agent.css';

const LOCALES: Readonly<Record<string, string>> = { CN: 'zh-CN', MY: 'ms-MY', PT: 'pt-BR' };

/** AG-14: the agent's nickname, a clock that ticks each second with its GMT offset, and log out. */
export default function AgentStatusBar({ timeZone }: AgentStatusBarProps) {
  useTexts(texts);
  const { t, language } = useT();
  const { open } = useDialog();
  const name = useSession((state) => state.member?.nickname || state.member?.account || '');
  const zone = usableZone(timeZone);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const offset = gmtOffset(zone, now);
  const time = new Intl.DateTimeFormat(LOCALES[language] ?? 'en-GB', {
    timeZone: zone,
    dateStyle: 'medium',
    timeStyle: 'medium',
    hourCycle: 'h23',
  }).format(now);
  return (
    <section className="lv-agent-bar" aria-label={t('agent.bar.label')}>
      <strong>{t('agent.bar.hello', { name })}</strong>
      {/* The seconds change every second: read out on demand, not announced. */}
      <span className="lv-agent-bar__clock">
        <span className="lv-visually-hidden">{t('agent.bar.clock', { zone: offset })}: </span>
        <time dateTime={now.toISOString()}>{time}</time> <span aria-hidden="true">({offset})</span>
      </span>
      <button type="button" className="lv-button" onClick={() => open('signOut')}>
        {t('agent.bar.logout')}
      </button>
    </section>
  );
}
