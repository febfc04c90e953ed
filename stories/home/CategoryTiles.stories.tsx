import type { Meta, StoryObj } from '@storybook/react-vite';
import CategoryTiles from '../../widgets/home/CategoryTiles/CategoryTiles.tsx';
import { schema, type CategoryTilesProps } from '../../widgets/home/CategoryTiles/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'home/CategoryTiles',
  component: CategoryTiles,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: {
    ...argsFromSchema(schema),
    tiles: [
      { label: 'menu.slots', to: '/#games', icon: 'dice' },
      { label: 'menu.live', to: '/#games', icon: 'live' },
      { label: 'menu.fish', to: '/#games', icon: 'fish' },
      { label: 'menu.sports', to: '/#games', icon: 'ball' },
    ],
  },
} satisfies Meta<typeof CategoryTiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<CategoryTilesProps>('aurora', 'CategoryTiles') },
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<CategoryTilesProps>('jade', 'CategoryTiles') },
};

export const SixColumns: Story = {
  args: {
    columns: 6,
    tiles: ['slots', 'live', 'fish', 'sports', 'cards', 'lottery'].map((name) => ({
      label: `menu.${name}`,
      to: '/#games',
    })),
  },
};
