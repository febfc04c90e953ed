import { useId } from 'react';
import { useBrand, useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useWhen } from '../../records/useWhen.ts';
import { SmartLink } from '../../shared/SmartLink.tsx';
import { useResponsibleGaming } from '../../shared/useResponsibleGaming.ts';
import kitTexts from '../../forms/cashierTexts.json';
import { Breaks } from './Breaks.tsx';
import { Limits } from './Limits.tsx';
import { RealityCheckSetting } from './RealityCheckSetting.tsx';
import type { RgState } from './rgTypes.ts';
import type { ResponsibleGamingToolsProps } from './schema.ts';
import texts from './locales.json';
import '../../forms/forms.css';
import '../../content/ContentPage/ContentPage.css';
import './ResponsibleGamingTools.css';

/** A time-out or self-exclusion in force: until when, and what the account can still do. */
function ExclusionNotice({ exclusion }: { exclusion: NonNullable<RgState['exclusion']> }) {
  const { t } = useT();
  const when = useWhen();
  return (
    <div className="lv-rg__exclusion" role="status">
      <p>
        {exclusion.until === null
          ? t(`rg.exclusion.${exclusion.kind}.permanent`)
          : t(`rg.exclusion.${exclusion.kind}.until`, { when: when(exclusion.until) })}
      </p>
      <p>{t('rg.exclusion.canWithdraw')}</p>
      <SmartLink to="/member?page=withdraw" className="lv-content-page__link">
        {t('rg.exclusion.withdraw')}
      </SmartLink>
    </div>
  );
}

/**
 * The player's responsible-gaming tools (issue 29): limits, the reality check and breaks, as the
 * brand's licence offers them. A brand without a licence's tools says how to ask customer service
 * for a break instead.
 */
export default function ResponsibleGamingTools({ headingLevel }: ResponsibleGamingToolsProps) {
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const id = useId();
  const profile = useBrand().compliance.profile;
  const state = useResponsibleGaming();
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className="lv-content-page__section lv-rg" aria-labelledby={`${id}-title`}>
      <Heading id={`${id}-title`} className="lv-content-page__heading">
        {t('rg.tools.title')}
      </Heading>
      {profile === 'none' ? (
        <>
          <p className="lv-content-page__text">{t('rg.tools.none')}</p>
          <SmartLink to="/chatroom" className="lv-content-page__link">
            {t('rg.tools.support')}
          </SmartLink>
        </>
      ) : (
        <CallState result={state} skeleton={{ height: 320 }} isEmpty={() => false}>
          {(rg) => (
            <>
              {rg.exclusion && <ExclusionNotice exclusion={rg.exclusion} />}
              <p className="lv-content-page__text">{t('rg.tools.intro', { hours: rg.rules.coolingOffHours })}</p>
              <Limits kinds={rg.rules.limitKinds} limits={rg.limits} heading={Sub} />
              {rg.realityCheck && <RealityCheckSetting setting={rg.realityCheck} heading={Sub} />}
              {!rg.exclusion && <Breaks rules={rg.rules} heading={Sub} />}
            </>
          )}
        </CallState>
      )}
    </section>
  );
}
