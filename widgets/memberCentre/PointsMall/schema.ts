import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const POINTS_SECTIONS = ['rewards', 'history', 'details', 'rules'] as const;

export const schema = {
  type: 'object',
  title: 'Points mall',
  description:
    "The points mall (POINTS-01..07): the member's points, the rewards with their points and how many are left, redeem confirmed with the payment password (CALL-37 then CALL-38) and a delivery address for rewards sent by post, converting points to balance at the brand's ratio, and the redeem history, points details and points rules (points never expire). The section shown lives in the address (?section=).",
  additionalProperties: false,
  properties: {
    section: {
      type: 'string',
      enum: POINTS_SECTIONS,
      default: 'rewards',
      title: 'First section',
      description: 'The section shown when the address names none.',
    },
    showTitle: {
      type: 'boolean',
      default: true,
      title: 'Show the title',
      description: 'Off where the page around it already says "Points mall" (a member-centre page).',
    },
    showConvert: {
      type: 'boolean',
      default: true,
      title: 'Convert to balance',
      description: 'Offer to convert points to main-wallet money (CALL-36).',
    },
  },
  examples: [{ section: 'rewards', showConvert: true, showTitle: true }],
} as const;

export type PointsMallProps = WidgetProps<typeof schema>;
