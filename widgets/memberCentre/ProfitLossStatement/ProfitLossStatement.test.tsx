import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import ProfitLossStatement from './ProfitLossStatement.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const statement = calls.profitLoss.response.examples[0];

describe('ProfitLossStatement (MC-09, MC-24, issue 15)', () => {
  it('reads as a statement: opening balance, each movement, closing balance, the result at the games', async () => {
    const platform = fakePlatform(
      byName({ walletBalance: okReply({ balance: '1.00', currencySymbol: 'RM' }), profitLoss: okReply(statement) }),
    );
    await renderWidget(<ProfitLossStatement {...widgetProps(schema)} />, { member, adapter: platform.adapter });
    expect(await screen.findByRole('rowheader', { name: 'Opening balance' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').map((row) => row.textContent);
    expect(rows).toEqual([
      'Opening balanceRM 1,000.00',
      'DepositsRM 300.00',
      'Withdrawals-RM 200.00',
      'Transfers-RM 50.00',
      'Stakes-RM 120.00',
      'WinsRM 95.50',
      'BonusesRM 10.00',
      'RebatesRM 1.20',
      'AdjustmentsRM 0.00',
      'Closing balanceRM 1,036.70',
      'Result at the games-RM 24.50',
    ]);
  });

  it('a preset asks for its period, keeping the last statement shown while it loads', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform(byName({ profitLoss: okReply(statement) }));
    await renderWidget(<ProfitLossStatement {...widgetProps(schema)} />, { member, adapter: platform.adapter });
    await screen.findByRole('rowheader', { name: 'Opening balance' });
    await user.click(screen.getByRole('radio', { name: 'Previous 30 days' }));
    expect(screen.getByRole('rowheader', { name: 'Opening balance' })).toBeInTheDocument();
    const asked = platform.seen
      .filter((request) => request.path === calls.profitLoss.path)
      .map((request) => request.params as { startDate: string; endDate: string });
    // (The first answer names the reporting zone; where the test machine's day differs, the days are counted again in it.)
    const [shown, previous30] = asked.slice(-2);
    expect((Date.parse(previous30!.endDate) - Date.parse(previous30!.startDate)) / 86_400_000).toBe(29);
    expect(previous30!.endDate < shown!.startDate).toBe(true);
  });
});
