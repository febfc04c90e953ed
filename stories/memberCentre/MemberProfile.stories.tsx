import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MemberProfile from '../../widgets/memberCentre/MemberProfile/MemberProfile.tsx';
import { schema } from '../../widgets/memberCentre/MemberProfile/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** The security center's "my account": account, nickname, real name, VIP label and rank (MC-02, MC-25). */
const meta = {
  title: 'memberCentre/MemberProfile',
  component: MemberProfile,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: cashierPlatform, session: memberSession },
} satisfies Meta<typeof MemberProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with member info and the real name drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tan Mei Ling', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('VIP 2')).toBeVisible();
  },
};
