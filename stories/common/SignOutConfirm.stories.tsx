import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import SignOutConfirm from '../../widgets/common/SignOutConfirm/SignOutConfirm.tsx';
import { schema } from '../../widgets/common/SignOutConfirm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

/** The sign-out confirmation the account menu opens (AUTH-16, HEADER-03). */
const meta = {
  title: 'common/SignOutConfirm',
  component: SignOutConfirm,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { session: { member: { id: '1', account: 'demo_member', type: 0 } } },
} satisfies Meta<typeof SignOutConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar: a question and two answers. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Sign out' }, { timeout: 5000 })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Stay signed in' })).toBeEnabled();
  },
};
export const Aurora: Story = { globals: { brand: 'aurora' } };
export const Jade: Story = { globals: { brand: 'jade' } };
export const JadeInChinese: Story = { globals: { brand: 'jade', locale: 'CN' } };
