import { useEffect } from 'react';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useMoneyFormat } from '../../forms/fields.tsx';
import { PeriodPicker } from '../../records/PeriodPicker.tsx';
import { useRecordQuery } from '../../records/useRecordQuery.ts';
import kitTexts from '../../forms/cashierTexts.json';
import texts from '../shared/agentTexts.json';
import type { AgentTeamOverviewProps } from './schema.ts';
import '../../forms/forms.css';
import '../shared/agent.css';

const COUNTS = ['members', 'directMembers', 'agents', 'activeMembers', 'newMembers', 'bets'] as const;
const AMOUNTS = ['deposits', 'withdrawals', 'stakes', 'payouts', 'winLoss'] as const;

/** AG-02: the team's figures for a period, each a labelled value, as the platform counted them. */
export default function AgentTeamOverview(_props: AgentTeamOverviewProps) {
  useTexts(kitTexts);
  useTexts(texts);
  const { t, language } = useT();
  const { format } = useMoneyFormat();
  const record = useRecordQuery({});
  const result = useCall(
    'teamOverview',
    { startDate: record.range.startDate, endDate: record.range.endDate },
    { keepPrevious: true },
  );
  const zone = result.data?.period.timeZone;
  const { zoneFrom } = record;
  useEffect(() => zoneFrom(zone), [zone, zoneFrom]);
  const count = new Intl.NumberFormat(
    language === 'CN' ? 'zh-CN' : language === 'MY' ? 'ms-MY' : language === 'PT' ? 'pt-BR' : 'en-GB',
  );
  return (
    <div className="lv-cashier lv-agent">
      <PeriodPicker
        preset={record.preset}
        from={record.query.from}
        to={record.query.to}
        timeZone={zone}
        onChange={(patch) => record.setQuery(patch as never)}
      />
      <CallState result={result} skeleton={{ height: 280 }} isEmpty={() => false}>
        {(overview) => (
          <dl className="lv-agent__stats" aria-busy={result.fetching}>
            {COUNTS.map((key) => (
              <div key={key} className="lv-agent__stat">
                <dt>{t(`agent.overview.${key}`)}</dt>
                <dd>{count.format(overview[key])}</dd>
              </div>
            ))}
            {AMOUNTS.map((key) => (
              <div key={key} className="lv-agent__stat">
                <dt>{t(`agent.overview.${key}`)}</dt>
                <dd>{format(overview[key])}</dd>
              </div>
            ))}
          </dl>
        )}
      </CallState>
    </div>
  );
}
