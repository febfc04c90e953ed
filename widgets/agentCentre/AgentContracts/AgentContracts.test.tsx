import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, failWith, type AccountRoutes } from '../../../tests/support/accountsPlatform.ts';
import AgentContracts from './AgentContracts.tsx';

const member = { id: '2', account: 'demo_agent', type: 1, currencySymbol: 'RM' };
const contract = calls.contractList.response.examples[0].list[0];

const directTeam = {
  ...calls.teamMembers.response.examples[0],
  list: ['agent_down1', 'player_down1'].map((account, index) => ({
    ...calls.teamMembers.response.examples[0].list[0],
    memberId: `U${index + 3}`,
    account,
  })),
};

async function setup(routes: AccountRoutes = {}, route = '/agentHome?page=agentDailyWages2') {
  const platform = await accountsPlatform({
    walletBalance: okReply({ balance: '8800.00', currencySymbol: 'RM' }),
    teamMembers: okReply(directTeam),
    contractList: okReply({ list: [contract] }),
    contractPayments: okReply(calls.contractPayments.response.examples[0]),
    ...routes,
  });
  await renderWidget(<AgentContracts kind="dailySalary" />, { member, adapter: platform.adapter, route });
  return platform;
}

async function offer(user: ReturnType<typeof userEvent.setup>, downline: string, rate: string) {
  const pick = await screen.findByLabelText('Downline account');
  await screen.findByRole('option', { name: downline });
  await user.selectOptions(pick, downline);
  await user.type(screen.getByLabelText('Rate (%)'), rate);
  await user.click(screen.getByRole('button', { name: 'Send offer' }));
}

describe('AgentContracts (AG-10, CONTRACT-02, CONTRACT-04, CONTRACT-07, issue 17)', () => {
  it('refuses a rate out of bounds or with 3 decimals before sending anything', async () => {
    const user = userEvent.setup();
    const platform = await setup();
    await offer(user, 'agent_down1', '10.5');
    expect(await screen.findByText('The rate must be from 0.01% to 10.00%.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Rate (%)'));
    await user.type(screen.getByLabelText('Rate (%)'), '1.555');
    await user.click(screen.getByRole('button', { name: 'Send offer' }));
    expect(
      await screen.findByText('Give the rate as a percentage with at most 2 decimals, like 1.50.'),
    ).toBeInTheDocument();
    expect(platform.names()).not.toContain('processDailySalContract');
  });

  it("sends an offer with its terms; a rate below the downline's own contracts is warned and may be sent on (CONTRACT-07)", async () => {
    const user = userEvent.setup();
    const platform = await setup({
      processDailySalContract: (call) =>
        call.body.proceed
          ? okReply({ message: 'Daily salary offer C-9 (0.50%, daily) sent to agent_down1. Terminated: C-4.' })
          : failWith(409, 'INVALID_STATE'),
    });
    await user.type(await screen.findByLabelText('Active members needed (optional)'), '2');
    await offer(user, 'agent_down1', '0.50');
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent(
      'This rate is below what agent_down1 pays its own downline. Proceeding terminates that contract.',
    );
    await user.click(within(warning).getByRole('button', { name: 'Proceed anyway' }));
    expect(await screen.findByText('Offer sent to agent_down1.')).toBeInTheDocument();
    // Issue 27: sent, the form is empty for the next offer.
    expect(screen.getByLabelText('Downline account')).toHaveValue('');
    expect(screen.getByLabelText('Rate (%)')).toHaveValue('');
    expect(screen.getByLabelText('Active members needed (optional)')).toHaveValue('');
    const sent = platform.seen.filter((call) => call.name === 'processDailySalContract').map((call) => call.body);
    expect(sent).toEqual([
      { action: 'new', downline: 'agent_down1', rate: '0.50', minActiveMembers: 2 },
      { action: 'new', downline: 'agent_down1', rate: '0.50', minActiveMembers: 2, proceed: true },
    ]);
  });

  it('lists the contracts with their status and terminates one; shows what each period paid with totals', async () => {
    const user = userEvent.setup();
    const platform = await setup({
      processDailySalContract: okReply({ message: 'Daily salary contract C-3 is terminated.' }),
    });
    expect(await screen.findByText('C-3 · demo_agent → agent_down1 · 1.50%')).toBeInTheDocument();
    expect(screen.getByText('Status: Signed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Terminate C-3' }));
    expect(await screen.findByText('C-3 is terminated.')).toBeInTheDocument();
    expect(platform.seen.find((call) => call.name === 'processDailySalContract')!.body).toEqual({
      action: 'terminate',
      contractId: 'C-3',
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Totals')).toBeInTheDocument();
    expect(within(table).getAllByText('15.00').length).toBeGreaterThanOrEqual(1);
    expect(platform.seen.find((call) => call.name === 'contractPayments')!.params).toMatchObject({
      kind: 'dailySalary',
      pageNo: 1,
    });
  });

  it('offers only to the direct team, picked from a list; team management can name the account (issue 27)', async () => {
    const platform = await setup({}, '/agentHome?page=agentDailyWages2&offerTo=player_down1');
    const pick = await screen.findByLabelText('Downline account');
    expect(pick.tagName).toBe('SELECT');
    await screen.findByRole('option', { name: 'agent_down1' });
    expect(pick).toHaveValue('player_down1');
    expect(
      within(pick)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a downline', 'agent_down1', 'player_down1']);
    expect(platform.seen.find((call) => call.name === 'teamMembers')!.params).toMatchObject({ level: 1 });
  });

  it('lists what the agent paid its downlines beside what it was paid (issue 27)', async () => {
    const user = userEvent.setup();
    const platform = await setup();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Whose payments'), 'paid');
    const table = await screen.findByRole('table', { name: 'Paid to my downlines' });
    expect(within(table).getByText('to agent_down1')).toBeInTheDocument();
    expect(platform.seen.filter((call) => call.name === 'contractPayments').at(-1)!.params).toMatchObject({
      side: 'paid',
    });
  });
});
