import { useEffect, useId, useState } from 'react';
import { RATE_BOUNDS, type ContractKind } from '../../../schemas/api/contractRates.ts';
import { processDividendReq } from '../../../schemas/generated/requestValidators.js';
import type { ResponseOf } from '../../../schemas/api/index.ts';
import { PERIOD_CODES as PERIODS } from '../../../schemas/vocabulary.ts';
import { useSession, useT } from '../../../engine/react/context.tsx';
import { useSearchParams } from '../../../engine/react/navigation.tsx';
import { CallState } from '../../../engine/react/data/CallState.tsx';
import { useCall } from '../../../engine/react/data/useCall.ts';
import { useTexts } from '../../../engine/react/useTexts.ts';
import { useAccountTexts } from '../../forms/accountErrors.ts';
import { TextField } from '../../forms/TextField.tsx';
import { Form, FormFeedback, SubmitButton } from '../../forms/Form.tsx';
import { SelectField, useMoneyFormat } from '../../forms/fields.tsx';
import { requestBreaches, useRequestCheck } from '../../forms/requestCheck.ts';
import { PeriodPicker } from '../../records/PeriodPicker.tsx';
import type { PeriodPreset } from '../../records/periods.ts';
import { RecordTable, type Column } from '../../records/RecordTable.tsx';
import { useRecordQuery } from '../../records/useRecordQuery.ts';
import { useWhen } from '../../records/useWhen.ts';
import kitTexts from '../../forms/cashierTexts.json';
import { useContractForms } from '../contractCalls.ts';
import { OFFER_TO_PARAM } from '../shared/pageLinks.ts';
import texts from '../contractTexts.json';
import type { AgentContractsProps } from './schema.ts';
import '../../forms/forms.css';
import '../contracts.css';

type Contract = ResponseOf<'contractList'>['list'][number];
type Payment = ResponseOf<'contractPayments'>['list'][number];
type PaymentTotals = ResponseOf<'contractPayments'>['totals'];

/**
 * The four contract calls take one body (CALL-22..25, `contractBody`): its rules are read from the
 * dividend's. The bounds of each type's rate are the platform's beyond the schema (RATE_BOUNDS).
 */
const offerRules = processDividendReq;

/** How many of the direct team the offer form lists (the platform's largest page). */
const DIRECT_TEAM_PAGE = 100;

/** A count as typed: a whole number is sent as one, anything else as typed (the contract refuses it by its type). */
const countOf = (typed: string) => (/^\d+$/.test(typed) ? Number(typed) : typed);

function OfferForm({ kind }: { kind: ContractKind }) {
  const { t } = useT();
  const forms = useContractForms();
  const call = forms[kind];
  // Team management links here with the account to offer to (`?offerTo=`).
  const [searchParams] = useSearchParams();
  const blank = {
    downline: searchParams.get(OFFER_TO_PARAM)?.slice(0, 64) ?? '',
    rate: '',
    period: 'D',
    minActive: '',
    minBet: '',
  };
  const [fields, setFields] = useState(blank);
  // An offer goes to a direct downline only: the agent picks one of them.
  const team = useCall('teamMembers', { level: 1, pageSize: DIRECT_TEAM_PAGE });
  const direct = team.data?.list.map((row) => row.account) ?? [];
  const options = fields.downline && !direct.includes(fields.downline) ? [fields.downline, ...direct] : direct;
  const [sent, setSent] = useState<string | undefined>();
  const rules = useRequestCheck(offerRules, call, {
    downline: { label: t('contracts.downline'), rules: { required: 'contracts.downlineRequired' } },
    rate: {
      label: t('contracts.rate'),
      rules: { required: 'contracts.rateInvalid', pattern: 'contracts.rateInvalid' },
    },
    minActiveMembers: {
      label: t('contracts.minActiveLabel'),
      rules: {
        type: 'contracts.minActiveInvalid',
        minimum: 'contracts.minActiveInvalid',
        maximum: 'contracts.minActiveInvalid',
      },
    },
    minBet: {
      label: t('contracts.minBetLabel'),
      rules: { pattern: 'contracts.minBetInvalid', maxLength: 'contracts.minBetInvalid' },
    },
  });
  const ids = { downline: useId(), rate: useId(), minActive: useId(), minBet: useId() };
  const set = (name: keyof typeof fields) => (value: string) => setFields((current) => ({ ...current, [name]: value }));
  // CONTRACT-07: the platform warns (INVALID_STATE) when the rate is below the downline's own contracts;
  // the warning stays until the next send.
  const warned = call.status === 'error' && call.error?.kind === 'rejected' && call.error.code === 'INVALID_STATE';

  const submit = async (proceed: boolean) => {
    // The select offers only the vocabulary's codes; this gives the one chosen its type.
    const period = PERIODS.find((code) => code === fields.period);
    const request = {
      action: 'new' as const,
      ...(fields.downline.trim() ? { downline: fields.downline.trim() } : {}),
      ...(fields.rate.trim() ? { rate: fields.rate.trim() } : {}),
      ...(kind === 'dividend' && period ? { period } : {}),
      ...(fields.minActive.trim() ? { minActiveMembers: countOf(fields.minActive.trim()) } : {}),
      ...(fields.minBet.trim() ? { minBet: fields.minBet.trim() } : {}),
      ...(proceed ? { proceed: true } : {}),
    };
    // Beyond the body's schema, which answers to offers share: a new offer names a downline and a rate within its type's bounds.
    const { min, max } = RATE_BOUNDS[kind];
    const rate = Number(request.rate);
    const rateFine = request.rate !== undefined && !requestBreaches(offerRules, request).rate;
    const ok = rules.check(request, {
      downline: request.downline === undefined ? t('contracts.downlineRequired') : undefined,
      rate:
        request.rate === undefined
          ? t('contracts.rateInvalid')
          : rateFine && (rate < min || rate > max)
            ? t('contracts.rateBounds', { min: min.toFixed(2), max: max.toFixed(2) })
            : undefined,
    });
    if (!ok) return;
    // Checked: a count is a number by now.
    const answer = await call.submit({ ...request, minActiveMembers: request.minActiveMembers as number | undefined });
    if (answer) {
      // Sent: the form is empty for the next offer; the answer says where this one went.
      setSent(t('contracts.sent', { downline: fields.downline.trim() }));
      setFields({ ...blank, downline: '' });
      rules.clear();
    }
  };

  return (
    <Form call={call} label={t('contracts.offerTitle')} onSubmit={() => void submit(false)}>
      <h3>{t('contracts.offerTitle')}</h3>
      <SelectField
        id={ids.downline}
        label={t('contracts.downline')}
        value={fields.downline}
        options={options}
        text={(account) => account}
        placeholder={t('contracts.pickDownline')}
        onChange={set('downline')}
        message={rules.messages.downline}
      />
      <TextField
        id={ids.rate}
        label={t('contracts.rate')}
        value={fields.rate}
        onChange={set('rate')}
        message={rules.messages.rate}
        inputMode="decimal"
        autoComplete="off"
      />
      {kind === 'dividend' && (
        <SelectField
          label={t('contracts.periodLabel')}
          value={fields.period}
          options={PERIODS}
          text={(period) => t(`contracts.periodName.${period}`)}
          onChange={set('period')}
        />
      )}
      <TextField
        id={ids.minActive}
        label={t('contracts.minActiveLabel')}
        value={fields.minActive}
        onChange={set('minActive')}
        message={rules.messages.minActiveMembers}
        required={false}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        id={ids.minBet}
        label={t('contracts.minBetLabel')}
        value={fields.minBet}
        onChange={set('minBet')}
        message={rules.messages.minBet}
        required={false}
        inputMode="decimal"
        autoComplete="off"
      />
      {warned ? (
        <div role="alert" className="lv-form__failure">
          <p>{t('contracts.belowDownline', { downline: fields.downline.trim() })}</p>
          <button type="button" className="lv-button" onClick={() => void submit(true)}>
            {t('contracts.proceed')}
          </button>
        </div>
      ) : (
        <FormFeedback call={call} success={sent} inPlace={rules.refusedInPlace} />
      )}
      <SubmitButton call={call}>{t('contracts.send')}</SubmitButton>
    </Form>
  );
}

function ContractList({ kind }: { kind: ContractKind }) {
  const { t } = useT();
  const account = useSession((state) => state.member?.account);
  const contracts = useCall('contractList', { kind });
  const forms = useContractForms();
  const [ended, setEnded] = useState<string | undefined>();
  const terminate = async (contract: Contract) => {
    if (await forms[kind].submit({ action: 'terminate', contractId: contract.contractId }))
      setEnded(t('contracts.terminated', { id: contract.contractId }));
  };
  return (
    <section>
      <h3>{t('contracts.listTitle')}</h3>
      {ended && <FormFeedback call={forms[kind]} success={ended} />}
      <CallState
        result={contracts}
        skeleton={{ height: 120 }}
        isEmpty={(data) => data.list.length === 0}
        empty={<p role="status">{t('contracts.noContracts')}</p>}
      >
        {(data) => (
          <ul className="lv-contracts__offers">
            {data.list.map((contract) => (
              <li key={contract.contractId} className="lv-contracts__offer" data-status={contract.status}>
                <h4>
                  {contract.contractId} · {contract.upline} → {contract.downline} · {contract.rate}%
                </h4>
                <p>
                  {t('contracts.status')}: {t(`contracts.statusName.${contract.status}`)}
                </p>
                {(contract.status === 'new' || contract.status === 'accepted') &&
                  (contract.upline === account || contract.downline === account) && (
                    <button
                      type="button"
                      className="lv-button"
                      disabled={forms[kind].status === 'pending'}
                      onClick={() => void terminate(contract)}
                    >
                      {t('contracts.terminate')} {contract.contractId}
                    </button>
                  )}
              </li>
            ))}
          </ul>
        )}
      </CallState>
    </section>
  );
}

/** Whose payments the page lists: what the agent's own contracts paid it, or what it paid its downlines. */
const SIDES = ['received', 'paid'] as const;

function Payments({ kind }: { kind: ContractKind }) {
  const { t } = useT();
  const { format } = useMoneyFormat();
  const record = useRecordQuery({ side: 'received' }, { side: SIDES });
  const { query, setQuery } = record;
  const side = query.side as (typeof SIDES)[number];
  const result = useCall('contractPayments', { ...record.params, kind, side }, { keepPrevious: true });
  const zone = result.data?.period.timeZone;
  const when = useWhen(zone);
  const { zoneFrom } = record;
  useEffect(() => zoneFrom(zone), [zone, zoneFrom]);
  const money = (amount: string) => format(amount, false);
  const columns: Column<Payment, PaymentTotals>[] = [
    {
      key: 'period',
      label: t('contracts.periodCol'),
      // Start and end on lines of their own: the period is the widest cell, and the amount must stay in view.
      cell: (row) => (
        <span className="lv-contracts__when">
          <span>{when(row.periodStart)}</span> <span>– {when(row.periodEnd)}</span>
        </span>
      ),
    },
    {
      // The contract, its rate and, for what the agent paid, its holder: one cell, so the amounts keep their room.
      key: 'contract',
      label: t('contracts.id'),
      cell: (row) => (
        <span className="lv-contracts__when">
          <span>
            {row.contractId} · {row.rate}%
          </span>
          {side === 'paid' && <span>{t('contracts.paidTo', { downline: row.downline })}</span>}
        </span>
      ),
    },
    { key: 'active', label: t('contracts.activeMembers'), cell: (row) => String(row.activeMembers), numeric: true },
    {
      key: 'validBet',
      label: t('contracts.validBet'),
      cell: (row) => money(row.validBet),
      total: (totals) => money(totals.validBet),
      numeric: true,
    },
    { key: 'profitLoss', label: t('contracts.profitLoss'), cell: (row) => money(row.profitLoss), numeric: true },
    {
      key: 'amount',
      label: t('contracts.amount'),
      cell: (row) => money(row.amount),
      total: (totals) => money(totals.amount),
      numeric: true,
    },
  ];
  return (
    <section>
      <h3>{t('contracts.paymentsTitle')}</h3>
      <SelectField
        label={t('contracts.sideLabel')}
        value={side}
        options={SIDES}
        text={(option) => t(`contracts.side.${option}`)}
        onChange={(next) => setQuery({ side: next })}
      />
      <PeriodPicker
        preset={record.preset}
        from={query.from}
        to={query.to}
        timeZone={zone}
        onChange={(patch) => setQuery(patch as { period?: PeriodPreset })}
      />
      <RecordTable
        result={result}
        columns={columns}
        caption={t(side === 'paid' ? 'contracts.side.paid' : 'contracts.paymentsTitle')}
        rowKey={(row) => row.settlementId}
        onPage={(pageNo) => setQuery({ pageNo })}
      />
    </section>
  );
}

/**
 * AG-09..12: one contract type's page of the agent centre: offer it to a direct downline, the
 * contracts of the type on either side with terminate, and what each period paid.
 */
export default function AgentContracts({ kind = 'dailySalary' }: AgentContractsProps) {
  useAccountTexts();
  useTexts(kitTexts);
  useTexts(texts);
  return (
    <div className="lv-cashier lv-contracts">
      <OfferForm kind={kind} />
      <ContractList kind={kind} />
      <Payments kind={kind} />
    </div>
  );
}
