import type { ReactNode } from 'react';
import { useT } from '../../engine/react/context.tsx';
import { useTexts } from '../../engine/react/useTexts.ts';
import { useWhen } from '../records/useWhen.ts';
import { SmartLink } from './SmartLink.tsx';
import { useResponsibleGaming } from './useResponsibleGaming.ts';
import texts from './exclusionTexts.json';

/**
 * RG-30: a player on a time-out or self-exclusion is not offered a deposit: the cashier says why and
 * until when, and points to the withdrawal that still works (the platform refuses a deposit anyway).
 */
export function DepositGate({ children }: { children: ReactNode }) {
  useTexts(texts);
  const { t } = useT();
  const when = useWhen();
  const exclusion = useResponsibleGaming().data?.exclusion;
  if (!exclusion) return <>{children}</>;
  const kind = t(`rg.excluded.${exclusion.kind}`);
  return (
    <div className="lv-form__alert" role="status">
      <p>
        {exclusion.until === null
          ? t('rg.excluded.depositForever', { kind })
          : t('rg.excluded.deposit', { kind, when: when(exclusion.until) })}
      </p>
      <SmartLink to="/member?page=withdraw">{t('rg.excluded.withdraw')}</SmartLink>
    </div>
  );
}
