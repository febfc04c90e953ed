import type { Meta, StoryObj } from '@storybook/react-vite';
import Helplines from '../../widgets/content/Helplines/Helplines.tsx';
import { schema } from '../../widgets/content/Helplines/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'content/Helplines',
  component: Helplines,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: argsFromSchema(schema),
} satisfies Meta<typeof Helplines>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade', locale: 'CN' } };

/** Inside the member centre's responsible-gaming page, one heading level down. */
export const InCentrePage: Story = { args: { headingLevel: 3 } };
