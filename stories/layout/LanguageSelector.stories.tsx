import type { Meta, StoryObj } from '@storybook/react-vite';
import LanguageSelector from '../../widgets/layout/LanguageSelector/LanguageSelector.tsx';
import { schema, type LanguageSelectorProps } from '../../widgets/layout/LanguageSelector/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'layout/LanguageSelector',
  component: LanguageSelector,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
} satisfies Meta<typeof LanguageSelector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<LanguageSelectorProps>('aurora', 'LanguageSelector') },
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<LanguageSelectorProps>('jade', 'LanguageSelector') },
};
