import type { Meta, StoryObj } from '@storybook/react-vite';
import ContentPage from '../../widgets/content/ContentPage/ContentPage.tsx';
import { schema, type ContentPageProps } from '../../widgets/content/ContentPage/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'content/ContentPage',
  component: ContentPage,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: {
    ...argsFromSchema(schema),
    title: 'menu.responsible',
    text: 'Plain text works too: a brand may write its words here or in its locales.',
    sections: [
      {
        title: 'menu.bettingRecord',
        text: 'Every bet, with its result.',
        links: [{ label: 'menu.bettingRecord', to: '/member?page=personalHistoryCopy' }],
      },
    ],
  },
} satisfies Meta<typeof ContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

/** Aurora's responsible-gaming page, in Malay first, with its helplines. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<ContentPageProps>('aurora', 'ContentPage') },
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<ContentPageProps>('jade', 'ContentPage') },
};
