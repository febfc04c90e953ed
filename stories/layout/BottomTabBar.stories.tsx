import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BottomTabBar from '../../widgets/layout/BottomTabBar/BottomTabBar.tsx';
import { schema, type BottomTabBarProps } from '../../widgets/layout/BottomTabBar/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'layout/BottomTabBar',
  component: BottomTabBar,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BottomTabBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar, as wide as a phone. */
export const Default: Story = {};

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<BottomTabBarProps>('aurora', 'BottomTabBar') },
  play: async ({ canvasElement }) => {
    const tabs = within(canvasElement).getAllByRole('link');
    await expect(tabs.length).toBe(5);
    for (const tab of tabs) await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<BottomTabBarProps>('jade', 'BottomTabBar') },
};

export const AuroraInMalay: Story = { globals: { brand: 'aurora', locale: 'MY' } };

/** Icons only: each tab keeps its name for screen readers. */
export const IconsOnly: Story = { globals: { brand: 'jade' }, args: { showLabels: false } };
