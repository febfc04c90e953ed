import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform } from '../../../tests/support/accountsPlatform.ts';
import ContractOffers from './ContractOffers.tsx';

const member = { id: '3', account: 'agent_down1', type: 2, currencySymbol: 'RM' };
const offer = {
  contractId: 'C-7',
  kind: 'dailySalary',
  role: 'downline',
  upline: 'demo_agent',
  downline: 'agent_down1',
  rate: '1.50',
  period: 'D',
  minActiveMembers: 3,
  minBet: '1000.00',
  status: 'new',
  createdAt: '2026-11-22T10:00:00Z',
} as const;

describe('ContractOffers (CONTRACT-10, CONTRACT-05, UNSPEC-72, issue 17)', () => {
  it('states the offer plainly and accepts it with the contract id; the list is asked again after', async () => {
    const user = userEvent.setup();
    let pending = true;
    const platform = await accountsPlatform({
      walletBalance: okReply({ balance: '10.00', currencySymbol: 'RM' }),
      contractList: () => okReply({ list: pending ? [offer] : [] }),
      processDailySalContract: () => {
        pending = false;
        return okReply({ message: 'You accepted daily salary contract C-7 at 1.50%.' });
      },
    });
    await renderWidget(<ContractOffers />, { member, adapter: platform.adapter });
    const card = (await screen.findByRole('heading', { name: 'Daily salary offer C-7' })).closest('li')!;
    expect(
      within(card).getByText("demo_agent offers you a daily salary: 1.50% of your team's valid bets, paid every day."),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('Paid only for periods with at least 3 active members in your team.'),
    ).toBeInTheDocument();
    expect(
      within(card).getByText('Paid only for periods in which your team bets at least RM 1,000.00.'),
    ).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('You accepted C-7.')).toBeInTheDocument();
    expect(platform.seen.find((call) => call.name === 'processDailySalContract')!.body).toEqual({
      action: 'accept',
      contractId: 'C-7',
    });
    expect(await screen.findByText('No contract offer is waiting for your answer.')).toBeInTheDocument();
    expect(platform.names().filter((name) => name === 'contractList').length).toBeGreaterThanOrEqual(2);
  });

  it('a refused answer says why in place and the offer stays to answer again; in Portuguese the terms are Portuguese', async () => {
    const user = userEvent.setup();
    const platform = await accountsPlatform({
      walletBalance: okReply({ balance: '10.00', currencySymbol: 'RM' }),
      contractList: okReply({
        list: [{ ...offer, kind: 'dividend', period: 'W', minActiveMembers: 0, minBet: '0.00' }],
      }),
      processDividendReq: { status: 500, data: { success: false, code: 'UNKNOWN', message: 'boom' } },
    });
    await renderWidget(<ContractOffers />, { member, adapter: platform.adapter, language: 'PT' });
    expect(
      await screen.findByText(
        'demo_agent oferece-lhe um dividendo: 1.50% da perda líquida da sua equipa, pago todas as semanas.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Recusar' }));
    expect((await screen.findByRole('alert')).textContent).not.toMatch(/^\s*$|\bat \w+ \(/);
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeEnabled();
  });
});
