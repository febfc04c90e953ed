import type { Meta, StoryObj } from '@storybook/react-vite';
import SiteFooter from '../../widgets/layout/SiteFooter/SiteFooter.tsx';
import { schema, type SiteFooterProps } from '../../widgets/layout/SiteFooter/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'layout/SiteFooter',
  component: SiteFooter,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<SiteFooterProps>('aurora', 'SiteFooter') },
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<SiteFooterProps>('jade', 'SiteFooter') },
};
