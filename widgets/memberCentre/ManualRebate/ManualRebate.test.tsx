import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failReply, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, type AccountRoutes } from '../../../tests/support/accountsPlatform.ts';
import ManualRebate from './ManualRebate.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };

const earned = { eligibleStake: '1520.00', bets: 120, ratePercent: '0.5', amount: '7.60' };

async function setup(routes: AccountRoutes = {}, language = 'EN', rebate: Record<string, unknown> = earned) {
  const state = { balance: '1250.50', rebate };
  const platform = await accountsPlatform({
    walletBalance: () => okReply({ balance: state.balance, currencySymbol: 'RM' }),
    manualRebate: () => okReply(state.rebate),
    ...routes,
  });
  const result = await renderWidget(<ManualRebate {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language,
  });
  const sent = (name: string) => platform.seen.filter((call) => call.name === name);
  return { ...result, sent, state };
}

describe('ManualRebate (MC-15, FLAG-07, CALL-123, CALL-124)', () => {
  it('shows the stakes since the last claim, the rate and the rebate; a claim pays it and the figures reset', async () => {
    const user = userEvent.setup();
    const { sent, state } = await setup({
      claimManualRebate: () => {
        state.balance = '1258.10';
        state.rebate = {
          eligibleStake: '0.00',
          bets: 0,
          ratePercent: '0.5',
          amount: '0.00',
          lastClaimAt: '2026-11-22T10:00:00.000Z',
        };
        return okReply({ message: 'paid', amount: '7.60', balance: '1258.10' });
      },
    });
    expect(await screen.findByText('RM 1,520.00')).toBeInTheDocument();
    expect(screen.getByText('0.5 %')).toBeInTheDocument();
    expect(screen.getByText('RM 7.60')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim rebate' }));
    expect(await screen.findByText('RM 7.60 added to your wallet.')).toBeInTheDocument();
    expect(await screen.findByText(/Last claimed/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(sent('claimManualRebate')).toHaveLength(1);
    expect(sent('claimManualRebate')[0]!.body.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('nothing to claim: the button waits and says why', async () => {
    const { sent } = await setup({}, 'EN', { eligibleStake: '0.00', bets: 0, ratePercent: '0.5', amount: '0.00' });
    expect(await screen.findByRole('button', { name: 'Claim rebate' })).toBeDisabled();
    expect(screen.getByText('Play some games: the rebate on your stakes builds up here.')).toBeInTheDocument();
    expect(sent('claimManualRebate')).toHaveLength(0);
  });

  it('a claim another tab made first is said in Portuguese, and the figures are asked again', async () => {
    const user = userEvent.setup();
    const { sent } = await setup(
      { claimManualRebate: failReply(409, 'ALREADY_CLAIMED', 'There is no rebate to claim.') },
      'PT',
    );
    await user.click(await screen.findByRole('button', { name: 'Receber reembolso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Já recebeu isto. É pago uma única vez.');
    expect(sent('manualRebate').length).toBeGreaterThanOrEqual(2);
  });
});
