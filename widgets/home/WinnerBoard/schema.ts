import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Winner board',
  description:
    'The latest big wins (CALL-54, gameCategory ALL, the brand’s winner board size: 20): largest first, amounts with two decimals and the language’s separators (HOME-10).',
  additionalProperties: false,
  properties: {
    showGame: {
      type: 'boolean',
      title: 'Show the game',
      description: 'The game each win was made in, beside the player.',
      default: true,
    },
    columns: {
      type: 'integer',
      title: 'Columns',
      description: 'Columns of winners on wide screens (one on phones).',
      minimum: 1,
      maximum: 2,
      default: 1,
      examples: [2],
    },
  },
  examples: [
    { showGame: true, columns: 1 },
    { showGame: false, columns: 2 },
  ],
} as const;

export type WinnerBoardProps = WidgetProps<typeof schema>;
