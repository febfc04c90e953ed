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
    // The story's engine starts with its language's texts, a chunk away: the tabs come with it.
    const tabs = await within(canvasElement).findAllByRole('link');
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

/** Issue 26: on a 320 px phone every label stays on one line and whole; a long one shows the brand's short form. */
const labelsFit: Story['play'] = async ({ canvasElement }) => {
  await within(canvasElement).findAllByRole('link');
  for (const label of canvasElement.querySelectorAll<HTMLElement>('.lv-tabbar__label')) {
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    await expect(lines.size).toBe(1);
    await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth);
  }
};
const narrowPhone: NonNullable<Story['decorators']> = [
  (Story) => (
    <div style={{ width: 320 }}>
      <Story />
    </div>
  ),
];

export const AuroraInMalayOnSmallPhone: Story = {
  globals: { brand: 'aurora', locale: 'MY' },
  decorators: narrowPhone,
  args: { ...brandWidgetProps<BottomTabBarProps>('aurora', 'BottomTabBar') },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('link', { name: 'Laman utama' })).toHaveTextContent(
      'Utama',
    );
    await labelsFit(context);
  },
};

export const JadeOnSmallPhone: Story = {
  globals: { brand: 'jade', locale: 'EN' },
  decorators: narrowPhone,
  args: { ...brandWidgetProps<BottomTabBarProps>('jade', 'BottomTabBar') },
  play: async (context) => {
    await expect(await within(context.canvasElement).findByRole('link', { name: 'Live casino' })).toHaveTextContent(
      'Live',
    );
    await labelsFit(context);
  },
};
