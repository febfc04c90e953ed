import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byName, failReply, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import AgentTeamReports from './AgentTeamReports.tsx';

const agent = { id: '2', account: 'demo_agent', type: 1, currencySymbol: 'RM' };
const members = calls.teamMembers.response.examples[0];
const profitLoss = calls.teamProfitLoss.response.examples[0];
const bets = calls.teamBets.response.examples[0];
const ACTIONS = {
  transferPage: 'agentTransfer',
  betsPage: 'personalHistoryCopy',
  profitLossPage: 'palStatementsAgentCopy',
  contractPage: 'agentDailyWages2',
  contractKind: 'dailySalary',
} as const;

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('AgentTeamReports (AG-04..08, issue 17)', () => {
  it('team management shows the direct team with what the agent can do for each account; a search is one request of the whole team (AG-04, issue 27)', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform(byName({ teamMembers: okReply(members) }));
    await renderWidget(<AgentTeamReports report="members" teamActions={ACTIONS} />, {
      member: agent,
      adapter: platform.adapter,
      route: '/agentHome?page=downlineManagmentView',
    });
    const row = (await screen.findByText('player_down1')).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    const actions = within(row).getByRole('list', { name: 'What you can do for player_down1' });
    expect(within(actions).getByRole('link', { name: 'Transfer' })).toHaveAttribute(
      'href',
      '/agentHome?page=agentTransfer&downline=player_down1',
    );
    expect(within(actions).getByRole('link', { name: 'Bets' })).toHaveAttribute(
      'href',
      '/agentHome?page=personalHistoryCopy&account=player_down1',
    );
    expect(within(actions).getByRole('link', { name: 'Profit and loss' })).toHaveAttribute(
      'href',
      '/agentHome?page=palStatementsAgentCopy',
    );
    const asked = () =>
      platform.seen
        .filter((request) => request.path === calls.teamMembers.path)
        .map((request) => request.params as Record<string, unknown>);
    expect(asked()[0]).toMatchObject({ level: 1 });
    await user.type(screen.getByLabelText('Search account or nickname'), 'down');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked().filter((params) => params.search === 'down')).toHaveLength(1));
    expect(asked().some((params) => params.search === 'd' || params.search === 'do')).toBe(false);
    // The whole team: no level, and each account says where it sits.
    expect(asked().at(-1)).not.toHaveProperty('level');
    expect(await within(row).findByText('Under demo_agent · level 1')).toBeInTheDocument();
  });

  it('team management opens an account with downlines to any depth and goes back up by its trail (issue 27)', async () => {
    const user = userEvent.setup();
    const account = (memberId: string, name: string, level: number, downlines: number) => ({
      ...members.list[0],
      memberId,
      account: name,
      level,
      downlines,
      kind: downlines > 0 ? 'agent' : 'member',
    });
    const levels: Record<string, { list: unknown[]; trail?: unknown[] }> = {
      '': { list: [account('U3', 'agent_down1', 1, 2)] },
      U3: { list: [account('U7', 'sub_two', 2, 1)], trail: [{ memberId: 'U3', account: 'agent_down1' }] },
      U7: {
        list: [account('U9', 'deep_three', 3, 0)],
        trail: [
          { memberId: 'U3', account: 'agent_down1' },
          { memberId: 'U7', account: 'sub_two' },
        ],
      },
    };
    const platform = fakePlatform(
      byName({
        teamMembers: (request) =>
          okReply({ ...members, ...levels[(request.params as { parentId?: string }).parentId ?? '']! }),
      }),
    );
    await renderWidget(<AgentTeamReports report="members" teamActions={ACTIONS} />, {
      member: agent,
      adapter: platform.adapter,
    });
    await user.click(await screen.findByRole('button', { name: "Show agent_down1's downlines" }));
    await user.click(await screen.findByRole('button', { name: "Show sub_two's downlines" }));
    expect(await screen.findByText('deep_three')).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Where you are in your team' });
    expect(within(trail).getByText('sub_two')).toHaveAttribute('aria-current', 'location');
    // Only the direct team is offered a contract: an account three levels down is not.
    expect(screen.queryByRole('link', { name: 'Offer contract' })).toBeNull();
    await user.click(within(trail).getByRole('button', { name: 'agent_down1' }));
    expect(await screen.findByRole('button', { name: "Show sub_two's downlines" })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Where you are in your team' })).getByRole('button', {
        name: 'My team',
      }),
    );
    expect(await screen.findByText('agent_down1 (2)')).toBeInTheDocument();
  });

  it('downline profit and loss drills to any depth and back by its trail (AG-06)', async () => {
    const user = userEvent.setup();
    const row = (memberId: string, name: string, downlines: number) => ({
      ...profitLoss.list[0],
      memberId,
      account: name,
      downlines,
    });
    const platform = fakePlatform(
      byName({
        teamProfitLoss: (request) => {
          const parentId = (request.params as { parentId?: string }).parentId;
          if (parentId === 'U3')
            return okReply({
              ...profitLoss,
              list: [row('U7', 'sub_two', 1)],
              trail: [{ memberId: 'U3', account: 'agent_down1' }],
            });
          if (parentId === 'U7')
            return okReply({
              ...profitLoss,
              list: [row('U9', 'deep_three', 0)],
              trail: [
                { memberId: 'U3', account: 'agent_down1' },
                { memberId: 'U7', account: 'sub_two' },
              ],
            });
          return okReply(profitLoss);
        },
      }),
    );
    await renderWidget(<AgentTeamReports report="profitLoss" teamActions={ACTIONS} />, {
      member: agent,
      adapter: platform.adapter,
    });
    await user.click(await screen.findByRole('button', { name: "Show agent_down1's downlines" }));
    await user.click(await screen.findByRole('button', { name: "Show sub_two's downlines" }));
    expect(await screen.findByText('deep_three')).toBeInTheDocument();
    const last = platform.seen.filter((request) => request.path === calls.teamProfitLoss.path).at(-1)!.params as Record<
      string,
      unknown
    >;
    expect(last).toMatchObject({ parentId: 'U7', pageNo: 1 });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Where you are in your team' })).getByRole('button', {
        name: 'My team',
      }),
    );
    expect(await screen.findByText('agent_down1')).toBeInTheDocument();
  });

  it("the CSV holds every page of the filter, not only the page shown, for the period shown in the platform's zone (AG-05)", async () => {
    // 17:00 UTC is already the next day in the platform's zone (Asia/Kuala_Lumpur, the example's):
    // the page asks again once the zone is known, and the export follows the page shown.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-26T17:00:00Z') });
    const user = userEvent.setup();
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const bet = (n: number) => ({ ...bets.list[0], betId: `B${n}`, account: `player${n}` });
    const platform = fakePlatform(
      byName({
        teamBets: (request) => {
          const { pageNo, pageSize } = request.params as { pageNo: number; pageSize: number };
          return okReply({
            ...bets,
            list: pageSize === 100 ? [bet(pageNo * 10), bet(pageNo * 10 + 1)] : [bet(1)],
            pageNo,
            totalPages: pageSize === 100 ? 3 : 6,
            totalRows: 6,
          });
        },
      }),
    );
    await renderWidget(<AgentTeamReports report="bets" teamActions={ACTIONS} />, {
      member: agent,
      adapter: platform.adapter,
    });
    await screen.findByText('player1');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('Downloaded 6 rows.')).toBeInTheDocument();
    const text = await made[0]!.text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time,Account,Game,Valid bet,Payout,Win/loss,Status');
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual([
      'player10',
      'player11',
      'player20',
      'player21',
      'player30',
      'player31',
    ]);
    const asked = platform.seen
      .filter((request) => request.path === calls.teamBets.path)
      .map((request) => request.params as { pageSize: number } & Record<string, unknown>);
    const exported = asked.filter((params) => params.pageSize === 100);
    expect(exported.map((params) => params.pageNo)).toEqual([1, 2, 3]);
    // The export asks for the same period as the page shown: the last page asked, in the platform's zone.
    const shown = asked.filter((params) => params.pageSize === 20).at(-1)!;
    expect(shown.endDate).toBe('2026-11-27');
    for (const params of exported) expect(params).toMatchObject({ startDate: shown.startDate, endDate: shown.endDate });
  });

  it('says when a team account named in the filter is not in the team, in place (AG-05, NOT_FOUND)', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform(
      byName({
        teamBets: (request) =>
          (request.params as { account?: string }).account
            ? failReply(404, 'NOT_FOUND', 'No account someone in your team.')
            : okReply(bets),
      }),
    );
    await renderWidget(<AgentTeamReports report="bets" teamActions={ACTIONS} />, {
      member: agent,
      adapter: platform.adapter,
    });
    await screen.findByText('player_down1');
    await user.type(screen.getByLabelText('Account (exact name)'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No account someone in your team.'));
  });
});
