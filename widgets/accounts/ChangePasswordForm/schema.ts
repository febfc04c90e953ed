import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Change password form',
  description:
    "Old, new and confirmed password (PWD-01); after a change the member info reloads, the dialog closes and the player goes home (PWD-02). Opened with `forced` and the platform's `reason` when it asks for a new password (AUTH-05 first login, AUTH-06 expired): the old one is not asked then, and signing out is offered instead.",
  additionalProperties: false,
  properties: {
    afterChange: { type: 'string', pattern: '^/', default: '/', title: 'Go to after the change' },
    inPage: {
      type: 'boolean',
      default: false,
      title: 'On a page',
      description:
        'On a page such as the security centre (MC-02): titled, and after a change it says so and stays, signed in (the platform signs out other devices).',
    },
  },
  examples: [{}],
} as const;

export type ChangePasswordFormProps = WidgetProps<typeof schema>;
