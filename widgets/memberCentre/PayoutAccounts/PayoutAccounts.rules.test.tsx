import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import type { RequestValidate } from '../../../schemas/api/requestRules.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { accountsPlatform, type SeenCall, givePublicKey } from '../../../tests/support/accountsPlatform.ts';
import PayoutAccounts from './PayoutAccounts.tsx';
import { schema } from './schema.ts';

/**
 * The form's check and its words come from the contract's precompiled rules, not from the form: the
 * same form under a contract whose account numbers are 8 to 20 digits refuses 7 and says 8.
 */
vi.mock('../../../schemas/generated/requestValidators.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../schemas/generated/requestValidators.js')>();
  const emitted = real.payoutAccountAdd;
  // As ajv's standalone code reports a minLength, for the changed rule.
  const validate: RequestValidate = (data) => {
    const valid = emitted.validate(data);
    const number = (data as { accountNumber?: unknown }).accountNumber;
    const errors = [...(valid ? [] : (emitted.validate.errors ?? []))];
    if (typeof number === 'string' && number.length < 8)
      errors.unshift({ instancePath: '/accountNumber', keyword: 'minLength', params: { limit: 8 } });
    validate.errors = errors.length > 0 ? errors : null;
    return errors.length === 0;
  };
  return {
    ...real,
    payoutAccountAdd: {
      ...emitted,
      validate,
      limits: { ...emitted.limits, accountNumber: { minLength: 8, maxLength: 20 } },
    },
  };
});

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };

async function setup() {
  const platform = await accountsPlatform({
    walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
    withdrawSettings: okReply({
      min: '50.00',
      max: '30000.00',
      available: '1250.50',
      paymentPasswordSet: true,
      awaitingReceipt: 0,
    }),
    payoutAccounts: okReply({ accounts: [], maxAccounts: 3, realName: 'Tan Mei Ling', banks: ['Maybank'] }),
    payoutAccountAdd: ({ body }: SeenCall) =>
      okReply({ accountId: 'PA9', bankName: body.bankName, accountNumber: '**** 5678', holder: 'Tan Mei Ling' }),
  });
  const result = await renderWidget(<PayoutAccounts {...widgetProps(schema)} />, { member, adapter: platform.adapter });
  givePublicKey(result.engine, platform);
  return { sent: () => platform.seen.filter((call) => call.name === 'payoutAccountAdd') };
}

describe('PayoutAccounts checks the account number by the contract (issue 25 item 4, DESIGN §3d)', () => {
  it('a contract of 8 to 20 digits refuses 7 digits, in words that say 8, and sends nothing', async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    await user.selectOptions(await screen.findByLabelText('Bank'), 'Maybank');
    await user.type(screen.getByLabelText('Account number'), '1234567');
    await user.type(screen.getByLabelText('Payment password'), '246810');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Account numbers are 8 to 20 digits.')).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toHaveLength(0);
    await user.type(screen.getByLabelText('Account number'), '8');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText(/was added/)).toBeInTheDocument();
    expect(sent()).toHaveLength(1);
  });
});
