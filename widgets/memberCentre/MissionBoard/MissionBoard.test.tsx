import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failReply, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, type AccountRoutes } from '../../../tests/support/accountsPlatform.ts';
import MissionBoard from './MissionBoard.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const missions = () => [
  { id: 'm-slots-10', title: 'Play 10 slot rounds', progress: 10, target: 10, status: 'claim', reward: '5.00' },
  { id: 'm-live-5', title: 'Play 5 live-casino hands', progress: 2, target: 5, status: 'signed', reward: '8.00' },
];
const board = [
  { rank: 1, account: 'pl***01', score: 980 },
  { rank: 2, account: 'lu***ar', score: 915 },
];

async function setup(routes: AccountRoutes = {}, props: Record<string, unknown> = {}, language = 'EN') {
  const state = { balance: '1250.50', missions: missions() };
  const platform = await accountsPlatform({
    walletBalance: () => okReply({ balance: state.balance, currencySymbol: 'RM' }),
    missionSummary: () =>
      okReply({
        missionLeaderboard: state.missions.filter((m) => m.status === 'claim').length,
        missions: state.missions,
      }),
    missionLeaderboard: okReply(board),
    ...routes,
  });
  const result = await renderWidget(<MissionBoard {...widgetProps(schema)} {...props} />, {
    member,
    adapter: platform.adapter,
    language,
  });
  const sent = (name: string) => platform.seen.filter((call) => call.name === name);
  return { ...result, sent, state };
}

const card = async (title: string) => (await screen.findByRole('heading', { name: title })).closest('li')!;

describe('MissionBoard (MC-13, MC-22, PROMO-07, CALL-29, CALL-30, CALL-122)', () => {
  it("shows each mission's progress and reward, and the leaderboard with masked accounts", async () => {
    await setup();
    const live = await card('Play 5 live-casino hands');
    expect(within(live).getByText('2 of 5')).toBeInTheDocument();
    expect(within(live).getByRole('progressbar', { name: 'Progress of Play 5 live-casino hands' })).toHaveAttribute(
      'value',
      '2',
    );
    expect(within(live).queryByRole('button')).toBeNull();
    expect(within(await card('Play 10 slot rounds')).getByText('Reward RM 5.00')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Leaderboard' });
    expect(within(table).getByText('pl***01')).toBeInTheDocument();
    expect(within(table).getByText('980')).toBeInTheDocument();
  });

  it('claims a completed mission once; the balance follows and the button goes', async () => {
    const user = userEvent.setup();
    const { sent, state } = await setup({
      claimMission: () => {
        state.balance = '1255.50';
        state.missions = state.missions.map((m) => (m.id === 'm-slots-10' ? { ...m, status: 'claimed' } : m));
        return okReply({ message: 'paid', status: 'claimed', amount: '5.00', balance: '1255.50' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Claim Play 10 slot rounds' }));
    expect(await screen.findByText('RM 5.00 added to your wallet.')).toBeInTheDocument();
    expect(await within(await card('Play 10 slot rounds')).findByText('Claimed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Claim Play 10 slot rounds' })).toBeNull();
    expect(sent('claimMission')).toHaveLength(1);
    expect(sent('claimMission')[0]!.body).toMatchObject({ missionId: 'm-slots-10' });
  });

  it('a mission already claimed elsewhere is said in Malay, and nothing is paid again', async () => {
    const user = userEvent.setup();
    await setup({ claimMission: failReply(409, 'ALREADY_CLAIMED', 'You have already claimed it.') }, {}, 'MY');
    await user.click(await screen.findByRole('button', { name: 'Tuntut Play 10 slot rounds' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Anda telah menuntutnya. Ia dibayar sekali sahaja.');
  });

  it('as the leaderboard screen it shows no missions (MC-22)', async () => {
    const { sent } = await setup({}, { showMissions: false });
    expect(await screen.findByRole('table', { name: 'Leaderboard' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Missions' })).toBeNull();
    expect(sent('missionSummary')).toHaveLength(0);
  });
});
