import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isEncryptedPayload } from '../../../engine/api/crypto.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import { failReply, okReply } from '../../../tests/support/fakePlatform.ts';
import { accountsPlatform, type AccountRoutes, givePublicKey } from '../../../tests/support/accountsPlatform.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import DownlineTransferForm from './DownlineTransferForm.tsx';
import { schema } from './schema.ts';

const agent = { id: '2', account: 'demo_agent', type: 1, currencySymbol: 'RM' };
const team = calls.teamMembers.response.examples[0];

async function setup(routes: AccountRoutes = {}, options: { route?: string; language?: string } = {}) {
  const state = { balance: '1050.50' };
  const platform = await accountsPlatform({
    walletBalance: () => okReply({ balance: state.balance, currencySymbol: 'RM' }),
    downlineTransferInfo: () => okReply({ min: '1.00', max: '500.00', available: state.balance }),
    teamMembers: okReply(team),
    ...routes,
  });
  const result = await renderWidget(<DownlineTransferForm {...widgetProps(schema)} />, {
    member: agent,
    adapter: platform.adapter,
    route: options.route ?? '/agentHome?page=agentTransfer',
    language: options.language ?? 'EN',
  });
  givePublicKey(result.engine, platform);
  const sent = (name: keyof typeof calls) => platform.seen.filter((call) => call.name === name);
  return { ...result, platform, sent, state };
}

describe('DownlineTransferForm (ROLE-10, CALL-117, CALL-142, issue 27)', () => {
  it('arrives with the downline team management named; the transfer goes encrypted, the receipt shows and the form empties', async () => {
    const user = userEvent.setup();
    const { sent, state } = await setup(
      {
        transferDownline: () => {
          state.balance = '1000.50';
          return okReply({ transferId: 'N12', amount: '50.00', balance: '1000.50' });
        },
      },
      { route: '/agentHome?page=agentTransfer&downline=player_down1' },
    );
    expect(await screen.findByText('From RM 1.00 to RM 500.00')).toBeInTheDocument();
    expect(screen.getByLabelText('Downline account')).toHaveValue('player_down1');
    await user.type(screen.getByLabelText('Amount (RM)'), '50');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('RM 50.00 sent to player_down1.')).toBeInTheDocument();
    const receipt = screen.getByRole('region', { name: 'Receipt' });
    expect(receipt).toHaveTextContent('N12');
    expect(receipt).toHaveTextContent('RM 1,000.50');
    const [call] = sent('transferDownline');
    expect(sent('transferDownline')).toHaveLength(1);
    expect(isEncryptedPayload(call!.wire)).toBe(true);
    expect(call!.body).toMatchObject({ downline: 'player_down1', amount: '50.00', paymentPassword: '246810' });
    expect(screen.getByLabelText('Downline account')).toHaveValue('');
    expect(screen.getByLabelText('Amount (RM)')).toHaveValue('');
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
  });

  it('offers the accounts of the team that match what is typed', async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    await user.type(await screen.findByLabelText('Downline account'), 'down');
    const list = document.getElementById(screen.getByLabelText('Downline account').getAttribute('list')!)!;
    await expect.poll(() => list.querySelectorAll('option').length).toBe(1);
    expect(list.querySelector('option')).toHaveAttribute('value', 'player_down1');
    expect(sent('teamMembers').at(-1)!.params).toMatchObject({ search: 'down' });
  });

  it('refuses a missing downline, an amount over the limit and a short password, sending nothing', async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    await user.type(await screen.findByLabelText('Amount (RM)'), '600');
    await user.type(screen.getByLabelText('Payment password'), '1234');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText('Choose an account of your team.')).toBeInTheDocument();
    expect(screen.getByText('The most you can enter is RM 500.00.')).toBeInTheDocument();
    expect(screen.getByText('The payment password is 6 digits.')).toBeInTheDocument();
    expect(sent('transferDownline')).toHaveLength(0);
  });

  it("an account outside the team is refused in the platform's words, and what was typed stays", async () => {
    const user = userEvent.setup();
    await setup({
      transferDownline: failReply(200, 'NOT_FOUND', 'Tiada akaun stranger dalam pasukan anda.'),
    });
    await user.type(await screen.findByLabelText('Downline account'), 'stranger');
    await user.type(screen.getByLabelText('Amount (RM)'), '10');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Tiada akaun stranger dalam pasukan anda.');
    expect(screen.getByLabelText('Downline account')).toHaveValue('stranger');
    expect(screen.getByLabelText('Amount (RM)')).toHaveValue('10.00');
  });

  it("speaks the agent's language", async () => {
    await setup({}, { language: 'MY' });
    expect(await screen.findByLabelText('Akaun downline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pindah' })).toBeInTheDocument();
  });
});
