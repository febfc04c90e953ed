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

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('AgentTeamReports (AG-04..08, issue 17)', () => {
  it('team management lists the team with status and last login; a search is one request, kept in the URL (AG-04)', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform(byName({ teamMembers: okReply(members) }));
    await renderWidget(<AgentTeamReports report="members" />, {
      member: agent,
      adapter: platform.adapter,
      route: '/agentHome?page=downlineManagmentView',
    });
    const row = (await screen.findByText('player_down1')).closest('tr')!;
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('demo_agent')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search account or nickname'), 'down');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const asked = platform.seen
      .filter((request) => request.path === calls.teamMembers.path)
      .map((request) => request.params as Record<string, unknown>);
    expect(asked.filter((params) => params.search === 'down')).toHaveLength(1);
    expect(asked.some((params) => params.search === 'd' || params.search === 'do')).toBe(false);
  });

  it('downline profit and loss drills one level into a sub-agent and back (AG-06)', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform(
      byName({
        teamProfitLoss: (request) =>
          okReply(
            (request.params as { parentId?: string }).parentId
              ? {
                  ...profitLoss,
                  list: [
                    {
                      memberId: 'U5',
                      account: 'player_down2',
                      kind: 'member',
                      downlines: 0,
                      bets: 2,
                      stake: '45.00',
                      payout: '0.00',
                      winLoss: '-45.00',
                    },
                  ],
                }
              : profitLoss,
          ),
      }),
    );
    await renderWidget(<AgentTeamReports report="profitLoss" />, { member: agent, adapter: platform.adapter });
    await user.click(await screen.findByRole('button', { name: "Show agent_down1's downlines" }));
    expect(await screen.findByText('player_down2')).toBeInTheDocument();
    expect(screen.getByText(/Downlines of agent_down1/)).toBeInTheDocument();
    const last = platform.seen.filter((request) => request.path === calls.teamProfitLoss.path).at(-1)!.params as Record<
      string,
      unknown
    >;
    expect(last).toMatchObject({ parentId: 'U3', pageNo: 1 });
    // One level only: the sub-agent's downlines open nothing further.
    expect(screen.queryByRole('button', { name: /Show player_down2/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to my downlines' }));
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
    await renderWidget(<AgentTeamReports report="bets" />, { member: agent, adapter: platform.adapter });
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
    await renderWidget(<AgentTeamReports report="bets" />, { member: agent, adapter: platform.adapter });
    await screen.findByText('player_down1');
    await user.type(screen.getByLabelText('Account (exact name)'), 'someone');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No account someone in your team.'));
  });
});
