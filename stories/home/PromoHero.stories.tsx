import type { Meta, StoryObj } from '@storybook/react-vite';
import PromoHero from '../../widgets/home/PromoHero/PromoHero.tsx';
import { schema, type PromoHeroProps } from '../../widgets/home/PromoHero/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'home/PromoHero',
  component: PromoHero,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: {
    ...argsFromSchema(schema),
    headline: 'home.auroraHeadline',
    body: 'home.auroraBody',
    cta: { label: 'home.joinNow', to: '/register' },
  },
} satisfies Meta<typeof PromoHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<PromoHeroProps>('aurora', 'PromoHero') },
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<PromoHeroProps>('jade', 'PromoHero') },
};
