import { useState } from 'react';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { useT } from '../../../engine/react/context.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { FormFeedback } from '../../forms/Form.tsx';
import { useMoneyFormat } from '../../forms/fields.tsx';
import kitTexts from '../../forms/cashierTexts.json';
import { useContractForms } from '../contractCalls.ts';
import texts from '../contractTexts.json';
import type { ContractOffersProps } from './schema.ts';
import '../../forms/forms.css';
import '../contracts.css';

type Offer = ResponseOf<'contractList'>['list'][number];

/** An offer's terms in plain words: who, what, how much of what, how often, on which conditions. */
export function OfferTerms({ offer }: { offer: Offer }) {
  const { t } = useT();
  const { format } = useMoneyFormat();
  return (
    <>
      <p>
        {t(`contracts.terms.${offer.kind}`, {
          upline: offer.upline,
          rate: offer.rate,
          period: t(`contracts.period.${offer.period}`),
        })}
      </p>
      {(offer.minActiveMembers > 0 || Number(offer.minBet) > 0) && (
        <ul className="lv-contracts__conditions">
          {offer.minActiveMembers > 0 && <li>{t('contracts.minActive', { count: offer.minActiveMembers })}</li>}
          {Number(offer.minBet) > 0 && <li>{t('contracts.minBet', { amount: format(offer.minBet) })}</li>}
        </ul>
      )}
    </>
  );
}

/**
 * CONTRACT-10: the offers awaiting this member's answer, each with its terms and accept / reject
 * (CALL-140, CALL-22..25). After an answer the list and the consolidated info are asked again, so
 * the popup's trigger and the agent pages follow.
 */
export default function ContractOffers(_props: ContractOffersProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  const { t } = useT();
  const offers = useCall('contractList', { role: 'downline', status: 'new' });
  const forms = useContractForms();
  const [answered, setAnswered] = useState<{ kind: Offer['kind']; text: string } | undefined>();

  const answer = async (offer: Offer, action: 'accept' | 'reject') => {
    const done = await forms[offer.kind].submit({ action, contractId: offer.contractId });
    if (done) setAnswered({ kind: offer.kind, text: t(`contracts.${action}ed`, { id: offer.contractId }) });
  };

  return (
    <div className="lv-cashier lv-contracts">
      {answered && <FormFeedback call={forms[answered.kind]} success={answered.text} />}
      <CallState
        result={offers}
        skeleton={{ height: 160 }}
        isEmpty={(data) => data.list.length === 0}
        empty={<p role="status">{t('contracts.noOffers')}</p>}
      >
        {(data) => (
          <ul className="lv-contracts__offers">
            {data.list.map((offer) => {
              const busy = forms[offer.kind].status === 'pending';
              return (
                <li key={offer.contractId} className="lv-contracts__offer">
                  <h3>
                    {t('contracts.offerHeading', { type: t(`contracts.type.${offer.kind}`), id: offer.contractId })}
                  </h3>
                  <OfferTerms offer={offer} />
                  <div className="lv-contracts__actions">
                    <button
                      type="button"
                      className="lv-button lv-button--primary"
                      disabled={busy}
                      onClick={() => void answer(offer, 'accept')}
                    >
                      {t('contracts.accept')}
                    </button>
                    {/* Accept is the offer's main action; Reject is plainly the other one. */}
                    <button
                      type="button"
                      className="lv-button lv-button--ghost"
                      disabled={busy}
                      onClick={() => void answer(offer, 'reject')}
                    >
                      {t('contracts.reject')}
                    </button>
                  </div>
                  {!answered && <FormFeedback call={forms[offer.kind]} />}
                </li>
              );
            })}
          </ul>
        )}
      </CallState>
    </div>
  );
}
