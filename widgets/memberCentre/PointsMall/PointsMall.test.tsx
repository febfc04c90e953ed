import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import {
  accountsPlatform,
  failWith,
  type AccountRoutes,
  givePublicKey,
} from '../../../tests/support/accountsPlatform.ts';
import PointsMall from './PointsMall.tsx';
import { pointsWorth } from './pointsWorth.ts';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const REWARDS = [
  { rewardId: 'rw-spins', name: '20 free spins', points: 300, stock: 50, physical: false },
  { rewardId: 'rw-speaker', name: 'Bluetooth speaker', points: 800, stock: 12, physical: true },
  { rewardId: 'rw-phone', name: 'Smartphone', points: 20000, stock: 0, physical: true },
  { rewardId: 'rw-watch', name: 'Smart watch', points: 9000, stock: 3, physical: true },
];

async function setup(routes: AccountRoutes = {}, { language = 'EN', route = '/member?page=pointMall' } = {}) {
  let balance = 5200;
  const platform = await accountsPlatform({
    walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
    getPointBalance: () => okReply({ points: balance }),
    getPointReward: okReply(REWARDS),
    getPointConfig: okReply({ ratio: '0.01', minConvert: 100 }),
    getRedeemPointList: okReply({
      list: [
        {
          id: 'RD-1',
          rewardName: 'Bluetooth speaker',
          points: 800,
          quantity: 1,
          status: 'APPROVED',
          createdAt: '2026-11-20T10:00:00Z',
        },
        {
          id: 'RD-2',
          rewardName: '20 free spins',
          points: 300,
          quantity: 1,
          status: 'REJECTED',
          createdAt: '2026-11-21T10:00:00Z',
        },
      ],
      pageNo: 1,
      totalPages: 1,
    }),
    memTransDet: okReply({
      list: [{ id: 'TX-1', points: 2000, type: 'EARN', remark: 'Slots turnover', createdAt: '2026-11-20T10:00:00Z' }],
      pageNo: 1,
      totalPages: 1,
    }),
    passwordCheck: (call) => okReply({ pass: call.body.password === '246810' }),
    redeemPointReward: (call) => {
      balance -=
        Number(call.body.quantity) * (REWARDS.find((reward) => reward.rewardId === call.body.rewardId)?.points ?? 0);
      return okReply({ message: 'Redemption RD-9 received.' });
    },
    convertPoint: (call) => {
      balance -= Number(call.body.points);
      return okReply({ points: balance, credited: pointsWorth(Number(call.body.points), '0.01') });
    },
    ...routes,
  });
  const result = await renderWidget(<PointsMall {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language,
    route,
  });
  givePublicKey(result.engine, platform);
  return { ...result, platform, sent: (name: string) => platform.seen.filter((call) => call.name === name) };
}

const card = (name: string) => screen.getByRole('heading', { name, level: 3 }).closest('li')!;

describe('PointsMall (POINTS-01..07, issue 16)', () => {
  it('shows the points, each reward with its points and what is left; a sold-out or unaffordable reward cannot be redeemed (POINTS-03)', async () => {
    await setup();
    // A dash while the balance is on its way, then the balance.
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('5,200'));
    await screen.findByRole('heading', { name: 'Bluetooth speaker' });
    expect(within(card('Bluetooth speaker')).getByText('800 points')).toBeInTheDocument();
    expect(within(card('Bluetooth speaker')).getByText(/12 left · Sent by post/)).toBeInTheDocument();
    expect(within(card('Smartphone')).getByText(/Out of stock/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem: Smartphone' })).toBeDisabled();
    expect(within(card('Smart watch')).getByText('You need 3,800 more points')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Redeem: Smart watch' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Redeem: 20 free spins' })).toBeEnabled();
  });

  it("points read with thousands separators in the player's language, as money does (issue 26 item 12)", async () => {
    await setup({}, { language: 'MY' });
    await screen.findByRole('heading', { name: 'Smartphone' });
    expect(within(card('Smartphone')).getByText('20,000 mata')).toBeInTheDocument();
    expect(within(card('Smart watch')).getByText('9,000 mata')).toBeInTheDocument();
    expect(within(card('Smart watch')).getByText('Anda perlu 3,800 mata lagi')).toBeInTheDocument();
    expect(screen.getByTestId('points-balance')).toHaveTextContent('5,200');
  });

  it('redeems with the payment password: the check (encrypted) goes first, then the redeem with the address and a key; the points change (POINTS-06)', async () => {
    const user = userEvent.setup();
    const { sent, platform } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem: Bluetooth speaker' }));
    expect(screen.getByRole('heading', { name: 'Redeem Bluetooth speaker' })).toHaveFocus();
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Redeem for 800 points' }));
    // No address for a reward sent by post: nothing is sent.
    expect(await screen.findByText('Please give the address we should send it to.')).toBeInTheDocument();
    expect(sent('passwordCheck')).toHaveLength(0);
    await user.type(screen.getByLabelText('Delivery address'), '1 Jalan Example, Kuala Lumpur');
    await user.click(screen.getByRole('button', { name: 'Redeem for 800 points' }));
    expect(await screen.findByText('Redeemed: Bluetooth speaker. Follow it under Redeem history.')).toBeInTheDocument();
    const order = platform.names().filter((name) => name === 'passwordCheck' || name === 'redeemPointReward');
    expect(order).toEqual(['passwordCheck', 'redeemPointReward']);
    expect(sent('passwordCheck')[0]!.wire).not.toHaveProperty('password');
    expect(sent('redeemPointReward')[0]!.body).toMatchObject({
      rewardId: 'rw-speaker',
      quantity: 1,
      address: '1 Jalan Example, Kuala Lumpur',
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('4,400'));
  });

  it("a wrong payment password redeems nothing and says so in the player's language", async () => {
    const user = userEvent.setup();
    const { sent } = await setup({}, { language: 'PT' });
    await user.click(await screen.findByRole('button', { name: 'Resgatar: 20 free spins' }));
    await user.type(screen.getByLabelText('Senha de pagamento'), '111111');
    await user.click(screen.getByRole('button', { name: 'Resgatar por 300 pontos' }));
    expect(await screen.findByText('A senha de pagamento não está correta. Nada foi resgatado.')).toBeInTheDocument();
    expect(sent('redeemPointReward')).toHaveLength(0);
  });

  it.each([
    ['OUT_OF_STOCK', 'Not enough of this reward is left. The rewards have been refreshed; nothing was redeemed.'],
    ['NOT_FOUND', 'This reward is no longer offered. The rewards have been refreshed; nothing was redeemed.'],
    ['INSUFFICIENT_BALANCE', 'You do not have enough points for this. Nothing was redeemed.'],
  ])(
    'a redeem refused with %s (the mall changed while the form was open) says so and keeps the form',
    async (code, text) => {
      const user = userEvent.setup();
      const { sent } = await setup({ redeemPointReward: failWith(code === 'NOT_FOUND' ? 404 : 409, code) });
      await user.click(await screen.findByRole('button', { name: 'Redeem: 20 free spins' }));
      await user.clear(screen.getByLabelText('Quantity'));
      await user.type(screen.getByLabelText('Quantity'), '2');
      await user.type(screen.getByLabelText('Payment password'), '246810');
      const rewardsAsked = sent('getPointReward').length;
      await user.click(screen.getByRole('button', { name: 'Redeem for 600 points' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByLabelText('Quantity')).toHaveValue('2');
      if (code !== 'INSUFFICIENT_BALANCE')
        await waitFor(() => expect(sent('getPointReward').length).toBeGreaterThan(rewardsAsked));
    },
  );

  it('refuses a quantity over what is left or over the points before asking the platform', async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Redeem: 20 free spins' }));
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '51');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: /^Redeem for/ }));
    expect(await screen.findByText('Choose a quantity from 1 to 50.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '18');
    await user.click(screen.getByRole('button', { name: 'Redeem for 5,400 points' }));
    expect(await screen.findByText('You have 5,200 points; this needs 5,400.')).toBeInTheDocument();
    expect(sent('passwordCheck')).toHaveLength(0);
  });

  it('converts points to balance at the ratio, once per attempt, and refuses under the minimum (CALL-36)', async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    const field = await screen.findByLabelText('Points to convert');
    await user.type(field, '50');
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('Convert at least 100 points at a time.')).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '500');
    expect(screen.getByText('500 points = RM 5.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Convert' }));
    expect(await screen.findByText('500 points converted: RM 5.00 added to your main wallet.')).toBeInTheDocument();
    expect(sent('convertPoint').map((call) => call.body)).toEqual([
      { points: 500, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    await waitFor(() => expect(screen.getByTestId('points-balance')).toHaveTextContent('4,700'));
  });

  it('shows redeem history with statuses, points details, and rules saying points never expire (POINTS-02, POINTS-04, POINTS-07)', async () => {
    const user = userEvent.setup();
    await setup({}, { language: 'CN', route: '/pointMall' });
    await user.click(await screen.findByRole('button', { name: '兑换记录' }));
    expect(await screen.findByText('已批准')).toBeInTheDocument();
    expect(screen.getByText('已拒绝')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '积分明细' }));
    expect(await screen.findByText('+2,000')).toBeInTheDocument();
    expect(screen.getByText('获得')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '积分规则' }));
    expect(screen.getByText('您的积分永不过期。')).toBeInTheDocument();
    expect(
      within(screen.getByText('您的积分永不过期。').closest('ul')!).getByText(/100 积分 = RM\s?1\.00/),
    ).toBeInTheDocument();
  });

  it('rounds a conversion preview down to the cent, as the platform credits it', () => {
    expect(pointsWorth(150, '0.01')).toBe('1.50');
    expect(pointsWorth(7, '0.015')).toBe('0.10');
    expect(pointsWorth(1, '0.009999')).toBe('0.00');
    expect(pointsWorth(123456789, '2')).toBe('246913578.00');
  });
});
