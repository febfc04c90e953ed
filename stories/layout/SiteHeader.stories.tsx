import type { Meta, StoryObj } from '@storybook/react-vite';
import SiteHeader from '../../widgets/layout/SiteHeader/SiteHeader.tsx';
import { schema, type SiteHeaderProps } from '../../widgets/layout/SiteHeader/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'layout/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = { globals: { brand: 'aurora' }, args: { ...brandWidgetProps<SiteHeaderProps>('aurora', 'SiteHeader') } };

export const Jade: Story = { globals: { brand: 'jade' }, args: { ...brandWidgetProps<SiteHeaderProps>('jade', 'SiteHeader') } };

export const JadeInChinese: Story = { globals: { brand: 'jade', locale: 'CN' } };

export const WithoutLanguageSelector: Story = { args: { showLanguageSelector: false, sticky: false } };
