import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failReply, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, type AccountRoutes } from '../../../tests/support/accountsPlatform.ts';
import RewardCenter from './RewardCenter.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const promotions = () => [
  { promotionId: 'p-welcome', title: 'Welcome bonus', promotionType: 'NEWPLAYER', status: 'claim', amount: '18.00' },
  { promotionId: 'p-poker', title: 'Poker week', promotionType: 'POKER', status: 'join' },
  { promotionId: 'p-weekend', title: 'Weekend reload', promotionType: 'DEPOSIT', status: 'applying' },
  { promotionId: 'p-birthday', title: 'Birthday gift', promotionType: 'OTHERS', status: 'coming' },
  { promotionId: 'p-raffle', title: 'Lucky draw', promotionType: 'RAFFLE', status: 'join' },
];

async function setup(routes: AccountRoutes = {}, props: Record<string, unknown> = {}, language = 'EN') {
  const state = { balance: '1250.50', list: promotions() };
  const platform = await accountsPlatform({
    walletBalance: () => okReply({ balance: state.balance, currencySymbol: 'RM' }),
    rewardCenter: () =>
      okReply({ rewardCenter: state.list.filter((p) => p.status === 'claim').length, promotions: state.list }),
    ...routes,
  });
  const result = await renderWidget(<RewardCenter {...widgetProps(schema)} {...props} />, {
    member,
    adapter: platform.adapter,
    language,
  });
  const sent = (name: string) => platform.seen.filter((call) => call.name === name);
  return { ...result, sent, state };
}

const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!;

describe('RewardCenter (MC-11, MC-19, UNSPEC-04, CALL-120, CALL-121)', () => {
  it('shows each promotion with its activity status; only join and claim have a button', async () => {
    await setup();
    expect(within(await card('Welcome bonus')).getByText('Ready to claim')).toBeInTheDocument();
    expect(within(await card('Welcome bonus')).getByText('RM 18.00')).toBeInTheDocument();
    expect(within(await card('Weekend reload')).getByText('Applying')).toBeInTheDocument();
    expect(within(await card('Weekend reload')).queryByRole('button')).toBeNull();
    expect(within(await card('Birthday gift')).getByText('Coming soon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim Welcome bonus' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Join Poker week' })).toBeEnabled();
  });

  it('a claim pays once: the key travels with it, the balance and the list are asked again, the status turns to claimed', async () => {
    const user = userEvent.setup();
    const { sent, state } = await setup({
      rewardAction: () => {
        state.balance = '1268.50';
        state.list = state.list.map((p) => (p.promotionId === 'p-welcome' ? { ...p, status: 'claimed' } : p));
        return okReply({ message: 'paid', status: 'claimed', amount: '18.00', balance: '1268.50' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim Welcome bonus' }));
    expect(await screen.findByText('RM 18.00 added to your wallet.')).toBeInTheDocument();
    expect(await within(await card('Welcome bonus')).findByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim Welcome bonus' })).toBeNull();
    expect(sent('rewardAction')).toHaveLength(1);
    expect(sent('rewardAction')[0]!.body).toMatchObject({ promotionId: 'p-welcome', action: 'claim' });
    expect(sent('rewardAction')[0]!.body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
    expect(sent('walletBalance').length).toBeGreaterThanOrEqual(2);
  });

  it("a claim already made elsewhere is said in the player's language and the list shows where it stands", async () => {
    const user = userEvent.setup();
    const { sent, state } = await setup(
      {
        rewardAction: () => {
          state.list = state.list.map((p) => (p.promotionId === 'p-welcome' ? { ...p, status: 'claimed' } : p));
          return failReply(409, 'ALREADY_CLAIMED', 'You have already claimed "Welcome bonus".');
        },
      },
      {},
      'CN',
    );
    const before = sent('rewardCenter').length;
    await user.click(await screen.findByRole('button', { name: '领取 Welcome bonus' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('您已经领取过了，每项奖励只发放一次。');
    expect(await within(await card('Welcome bonus')).findByText('已领取')).toBeInTheDocument();
    expect(sent('rewardCenter').length).toBeGreaterThan(before);
  });

  it('a reward gone while on screen, or a platform failure, is said in place; no stack trace', async () => {
    const user = userEvent.setup();
    let answer: FakeReply = failReply(409, 'REWARD_UNAVAILABLE', 'gone');
    await setup({ rewardAction: () => answer });
    await user.click(await screen.findByRole('button', { name: 'Join Poker week' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is no longer available, or not yet ready.');
    // A platform that fell over: a 500 with an HTML page, no envelope.
    answer = { status: 500, data: '<html><body>TypeError: x is undefined at line 3</body></html>' };
    await user.click(screen.getByRole('button', { name: 'Join Poker week' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toMatch(/TypeError|line 3/);
    expect(alert.textContent?.length).toBeGreaterThan(10);
  });

  it('a list the platform cannot give shows the error with a retry, not a blank page', async () => {
    await setup({ rewardCenter: failReply(500, 'UNKNOWN', 'boom') });
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });

  it('as the red envelope screen: only raffle promotions, joined for a ticket (MC-19, PROMO-05)', async () => {
    const user = userEvent.setup();
    await setup(
      { rewardAction: okReply({ message: 'joined', status: 'signed', ticket: 'R-000007' }) },
      { promotionTypes: ['RAFFLE'], look: 'envelopes' },
    );
    expect(await card('Lucky draw')).toHaveClass('lv-claim--envelope');
    expect(screen.queryByRole('heading', { name: 'Welcome bonus' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Join Lucky draw' }));
    expect(
      await screen.findByText('You have joined Lucky draw. Your ticket is R-000007. Good luck in the draw!'),
    ).toBeInTheDocument();
  });
});
