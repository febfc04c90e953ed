import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Change password form',
  description:
    "Old, new and confirmed password (PWD-01); after a change the member info reloads, the dialog closes and the player goes home (PWD-02). Opened with `forced` and the platform's `reason` when it asks for a new password (AUTH-05 first login, AUTH-06 expired): the old one is not asked then, and signing out is offered instead.",
  additionalProperties: false,
  properties: {
    afterChange: { type: 'string', pattern: '^/', default: '/', title: 'Go to after the change' },
  },
  examples: [{}],
} as const;

export type ChangePasswordFormProps = WidgetProps<typeof schema>;
