import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Open a downline account',
  description:
    "AG-03 (registerCenter): the agent opens a member or sub-agent account right below it, with the brand's register rules for the account name and password. The password given is a first password: the downline must choose their own at first login (AUTH-05, CALL-116).",
  additionalProperties: false,
  properties: {
    allowSubAgents: { type: 'boolean', title: 'Agents may open sub-agent accounts', default: true },
  },
  examples: [{ allowSubAgents: true }, { allowSubAgents: false }],
} as const;

export type RegisterDownlineFormProps = WidgetProps<typeof schema>;
