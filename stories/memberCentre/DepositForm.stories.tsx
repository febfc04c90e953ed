import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import DepositForm from '../../widgets/memberCentre/DepositForm/DepositForm.tsx';
import { schema } from '../../widgets/memberCentre/DepositForm/schema.ts';
import { calls } from '../../schemas/api/index.ts';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

const [bankDeposit, cardDeposit] = calls.depositCreate.response.examples;
const listExample = calls.depositList.response.examples[0];
/** Recent deposits in each state: waiting, paid, expired (its page), rejected (issue 26). */
const recent = [
  bankDeposit,
  { ...cardDeposit, depositId: 'D1003', amount: '300.00', status: 'succeeded', settledAt: '2026-11-20T10:05:00Z' },
  {
    ...cardDeposit,
    depositId: 'D1004',
    methodId: 'ewallet-tng',
    kind: 'ewallet',
    amount: '30.00',
    fee: '0.00',
    status: 'failed',
    settledAt: '2026-11-20T10:31:00Z',
  },
  { ...bankDeposit, depositId: 'D1005', reference: 'AURK8M3P2Q', status: 'failed', settledAt: '2026-11-20T10:10:00Z' },
];

/**
 * Deposit: the brand's methods, limits, presets; bank details with copy buttons and the reference, or
 * the payment page, brought into view and focus; the recent deposits with their state (MC-04,
 * WALLET-03, issue 26).
 */
const meta = {
  title: 'memberCentre/DepositForm',
  component: DepositForm,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: {
    platform: {
      ...cashierPlatform,
      ...byName({ depositList: okReply({ ...listExample, list: recent, totalRows: recent.length }) }),
    },
    session: memberSession,
  },
} satisfies Meta<typeof DepositForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Jade: Story = { globals: { brand: 'jade' } };

/** Aurora, with the answer drawn and the recent deposits in each state. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('radio', { name: 'Bank transfer (Maybank)' }, { timeout: 5000 }),
    ).toBeChecked();
    const listed = within(await canvas.findByRole('region', { name: 'Recent deposits' }));
    for (const state of ['Waiting for payment', 'Paid', 'Expired', 'Rejected'])
      await expect(await listed.findByText(state)).toBeVisible();
  },
};

/** A bank transfer made: the result takes the focus, each detail with its copy button. */
export const BankTransferMade: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '100.00' }, { timeout: 5000 }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByRole('heading', { name: 'Deposit of RM 100.00' })).toHaveFocus();
    for (const name of ['Copy account number', 'Copy account name', 'Copy amount', 'Copy reference'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
};
