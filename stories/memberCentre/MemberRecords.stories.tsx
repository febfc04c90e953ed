import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import MemberRecords from '../../widgets/memberCentre/MemberRecords/MemberRecords.tsx';
import { schema } from '../../widgets/memberCentre/MemberRecords/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

/** A record page: betting record, account record or bonus details, with periods, filters, paging and totals (MC-07, MC-08, MC-24). */
const meta = {
  title: 'memberCentre/MemberRecords',
  component: MemberRecords,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), record: 'betting' as const },
  parameters: { platform: cashierPlatform, session: memberSession },
} satisfies Meta<typeof MemberRecords>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Fortune Dragon (PG)', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** The account record (MC-08). */
export const AccountRecord: Story = { globals: { brand: 'aurora' }, args: { record: 'account' } };
/** Bonus details. */
export const BonusDetails: Story = { globals: { brand: 'jade' }, args: { record: 'bonus' } };
