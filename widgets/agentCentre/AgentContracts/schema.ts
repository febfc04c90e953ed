import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { CONTRACT_KINDS } from '../../../schemas/vocabulary.ts';

export const schema = {
  type: 'object',
  title: 'Agent contracts',
  description:
    'An agent centre contract page (AG-09..12): offer a contract of this type to a direct downline (rate, period, active members and bet amount needed; CONTRACT-02, CONTRACT-09), the contracts of this type with their status and terminate (CONTRACT-04, CONTRACT-05), and the payments each period made (CALL-141, record kit). A rate below what the downline pays its own downline is warned about, and may be sent on (CONTRACT-07).',
  additionalProperties: false,
  required: ['kind'],
  properties: {
    kind: {
      type: 'string',
      title: 'Contract type',
      enum: CONTRACT_KINDS,
      description:
        'dividend (agentDividendRecordCopy2), dailySalary (agentDailyWages2), hourlySalary (agentHourSalary), realtimeSalary (agentRealtimeSalary).',
      default: 'dailySalary',
    },
  },
  examples: [{ kind: 'dailySalary' }, { kind: 'dividend' }],
} as const;

export type AgentContractsProps = WidgetProps<typeof schema>;
