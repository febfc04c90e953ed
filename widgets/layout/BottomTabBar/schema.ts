import type { WidgetProps } from '../../../engine/react/defineWidget.ts';

export const schema = {
  type: 'object',
  title: 'Bottom tab bar',
  description:
    "On phones, the tabs fixed at the bottom of the screen, from the brand's bottom menu (menus.bottom): each an icon over a short label, the current one marked. Tablets and desktops do not show it.",
  additionalProperties: false,
  properties: {
    showLabels: {
      type: 'boolean',
      title: 'Show labels',
      description: "Show each tab's label under its icon; without, the label is still read to screen readers.",
      default: true,
    },
  },
  examples: [{ showLabels: true }],
} as const;

export type BottomTabBarProps = WidgetProps<typeof schema>;
