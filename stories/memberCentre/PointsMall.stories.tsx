import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import PointsMall from '../../widgets/memberCentre/PointsMall/PointsMall.tsx';
import { schema } from '../../widgets/memberCentre/PointsMall/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

const pointsPlatform = {
  ...cashierPlatform,
  ...byName({
    getPointBalance: okReply({ points: 5200 }),
    getPointReward: okReply([
      { rewardId: 'rw-spins', name: '20 free spins', points: 300, stock: 50, physical: false },
      { rewardId: 'rw-speaker', name: 'Bluetooth speaker', points: 800, stock: 12, physical: true },
      { rewardId: 'rw-phone', name: 'Smartphone', points: 20000, stock: 0, physical: true },
    ]),
    getPointConfig: okReply(calls.getPointConfig.response.examples[0]),
    getRedeemPointList: okReply(calls.getRedeemPointList.response.examples[0]),
    memTransDet: okReply(calls.memTransDet.response.examples[0]),
  }),
};

/** The points mall (POINTS-01..07): points, rewards, redeem with the payment password, convert, history, details, rules. */
const meta = {
  title: 'memberCentre/PointsMall',
  component: PointsMall,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: pointsPlatform, session: memberSession },
} satisfies Meta<typeof PointsMall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Aurora: a sold-out reward cannot be redeemed; the redeem form asks for the address of a reward sent by post. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Redeem: Smartphone' }, { timeout: 5000 })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem: Bluetooth speaker' }));
    await expect(canvas.getByLabelText('Delivery address')).toBeVisible();
  },
};

/** Jade: the points rules say points never expire (POINTS-07). */
export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { section: 'rules' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your points never expire.', {}, { timeout: 5000 })).toBeVisible();
  },
};
