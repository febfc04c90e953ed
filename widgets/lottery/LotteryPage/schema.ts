import type { WidgetProps } from '../../../engine/react/defineWidget.ts';
import { PRIZE_MODES } from '../../../schemas/vocabulary.ts';

export const schema = {
  type: 'object',
  title: 'Lottery page',
  description:
    'A lottery launch page (ROUTE-12, LOTT-01..04): reads ?gameCode=, launches the lottery through CALL-56 and shows it in the page; without a game code, the prize mode’s lobby. A menu of the prize mode’s games (CALL-57) switches games.',
  additionalProperties: false,
  properties: {
    prizeMode: {
      type: 'string',
      title: 'Prize mode',
      description:
        'LOTT, ZY, ELOTT or SEA (GAME-02). Left out, the path gives it: /vnLottery LOTT, /seaLottery SEA, /lottery ELOTT (LOTT-04).',
      enum: PRIZE_MODES,
    },
    showMenu: {
      type: 'boolean',
      title: 'Game menu',
      description: 'The list of the prize mode’s games beside the lottery (LOTT-02).',
      default: true,
    },
    height: {
      type: 'integer',
      title: 'Height, px',
      description: 'Height of the lottery frame; it never changes once shown.',
      minimum: 320,
      maximum: 2000,
      default: 720,
    },
  },
  examples: [
    { showMenu: true, height: 720 },
    { prizeMode: 'SEA', showMenu: false },
  ],
} as const;

export type LotteryPageProps = WidgetProps<typeof schema>;
