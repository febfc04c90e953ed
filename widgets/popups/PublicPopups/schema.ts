import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { DIALOG_ID_PATTERN } from '../../../schemas/brand/dialogIds.ts';

export const schema = {
  type: 'object',
  title: 'Public popups',
  description:
    'Opens the platform’s public popups when the page loads (POPUP-05): execution B for visitors, A for a member on first login (UNSPEC-51), one after another; a closed popup is not shown again in the session (POPUP-06). Draws nothing itself.',
  additionalProperties: false,
  properties: {
    dialog: {
      type: 'string',
      title: 'Popup dialog',
      description: 'Id of the dialog that shows one popup (it holds a PopupContent).',
      pattern: DIALOG_ID_PATTERN,
      default: 'popup',
    },
  },
  examples: [{ dialog: 'popup' }],
} as const;

export type PublicPopupsProps = WidgetProps<typeof schema>;
