import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byName, failReply, fakePlatform, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import AgentTeamOverview from './AgentTeamOverview.tsx';

const agent = { id: '2', account: 'demo_agent', type: 1, currencySymbol: 'RM' };

describe('AgentTeamOverview (AG-02, issue 17)', () => {
  it('shows each figure with its label; a preset asks for its days', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform(byName({ teamOverview: okReply(calls.teamOverview.response.examples[0]) }));
    await renderWidget(<AgentTeamOverview />, { member: agent, adapter: platform.adapter });
    const active = (await screen.findByText('Active members')).closest('div')!;
    expect(within(active).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByText('Team win/loss').closest('div')!).getByText(/79\.50/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Last 30 days' }));
    const last = platform.seen.filter((request) => request.path === calls.teamOverview.path).at(-1)!.params as {
      startDate: string;
      endDate: string;
    };
    expect((Date.parse(last.endDate) - Date.parse(last.startDate)) / 86_400_000).toBe(29);
  });

  it('a failure says so in place with Retry that brings the figures', async () => {
    const user = userEvent.setup();
    let reply: FakeReply = failReply(500, 'UNKNOWN');
    const platform = fakePlatform(byName({ teamOverview: () => reply }));
    await renderWidget(<AgentTeamOverview />, { member: agent, adapter: platform.adapter });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    reply = okReply(calls.teamOverview.response.examples[0]);
    await user.click(retry);
    expect(await screen.findByText('Team members')).toBeInTheDocument();
  });
});
