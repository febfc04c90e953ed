import type { Meta, StoryObj } from '@storybook/react-vite';
import SideMenu from '../../widgets/layout/SideMenu/SideMenu.tsx';
import { schema, type SideMenuProps } from '../../widgets/layout/SideMenu/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'layout/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = { globals: { brand: 'aurora' }, args: { ...brandWidgetProps<SideMenuProps>('aurora', 'SideMenu') } };

export const Jade: Story = { globals: { brand: 'jade' }, args: { ...brandWidgetProps<SideMenuProps>('jade', 'SideMenu') } };

export const AuroraInMalay: Story = { globals: { brand: 'aurora', locale: 'MY' } };
