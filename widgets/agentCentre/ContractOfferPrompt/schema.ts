import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Contract offer prompt',
  description:
    "Draws nothing: after login, when the consolidated info (CALL-21) shows a contract offer awaiting the member's answer, opens the contract popup once per session (CONTRACT-10, UNSPEC-72). Declare it where it applies: logged-in members and agents on brands with AGENTPOLICY3 (ROLE-08).",
  additionalProperties: false,
  properties: {
    dialog: {
      type: 'string',
      title: 'Contract popup',
      description: 'The dialog holding the offers (ContractOffers).',
      default: 'contractOffer',
    },
  },
  examples: [{ dialog: 'contractOffer' }],
} as const;

export type ContractOfferPromptProps = WidgetProps<typeof schema>;
