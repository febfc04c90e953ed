import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import SelfTest from '../../widgets/content/SelfTest/SelfTest.tsx';
import { schema } from '../../widgets/content/SelfTest/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'content/SelfTest',
  component: SelfTest,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: argsFromSchema(schema),
} satisfies Meta<typeof SelfTest>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade', locale: 'CN' } };

/** Every question answered "Sometimes": a moderate score, with what it means. */
export const Answered: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const question of await canvas.findAllByRole('group'))
      await userEvent.click(within(question).getAllByRole('radio')[1]!);
    await userEvent.click(canvas.getByRole('button', { name: 'See my result' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('9 of 27');
  },
};
