import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, failReply, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { PROFILE_RULES } from '../../../schemas/compliance/profiles.ts';
import ResponsibleGamingTools from './ResponsibleGamingTools.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const limit = (kind: string, period: string, extra: Record<string, unknown> = {}) => ({
  kind,
  period,
  unit: kind === 'session' ? 'minutes' : 'money',
  amount: null,
  used: '0',
  left: null,
  pending: null,
  ...extra,
});
const state = (extra: Record<string, unknown> = {}) => ({
  profile: 'ukgc',
  rules: PROFILE_RULES.ukgc,
  limits: [
    limit('deposit', 'day', {
      amount: '100.00',
      used: '30.00',
      left: '70.00',
      pending: { amount: '200.00', effectiveAt: '2026-11-21T09:00:00Z' },
    }),
    limit('deposit', 'week'),
    limit('session', 'day', { amount: '120', used: '15', left: '105' }),
  ],
  exclusion: null,
  realityCheck: { minutes: 60, minimumMinutes: 10 },
  session: { startedAt: '2026-11-20T09:15:00Z', netResult: '-12.50', staked: '40.00' },
  ...extra,
});
const ukgc = { compliance: { profile: 'ukgc' as const } };

describe('ResponsibleGamingTools (issue 29)', () => {
  it('RG-24 shows each limit with what is used and left, and a raise waiting out the cooling-off, cancellable', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const platform = fakePlatform(
      byName({
        responsibleGaming: () => okReply(state()),
        gamingLimitCancel: () => {
          cancelled = true;
          return okReply(limit('deposit', 'day', { amount: '100.00', used: '30.00', left: '70.00' }));
        },
      }),
    );
    await renderWidget(<ResponsibleGamingTools {...widgetProps(schema)} />, {
      member,
      brand: ukgc,
      adapter: platform.adapter,
    });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    expect(within(deposit).getByText(/limit RM\s?100\.00: RM\s?30\.00 used, RM\s?70\.00 left/)).toBeVisible();
    expect(within(deposit).getByText(/Rises to RM\s?200\.00 from/)).toBeVisible();
    expect(within(deposit).getByText('no limit')).toBeVisible();
    const session = screen.getByRole('region', { name: 'Session time limit' });
    expect(within(session).getByText('limit 120 minutes: 15 minutes used, 105 minutes left')).toBeVisible();
    await user.click(within(deposit).getByRole('button', { name: 'Cancel the Daily change' }));
    expect(await within(deposit).findByText('The change is cancelled: your limit stays.')).toBeVisible();
    expect(cancelled).toBe(true);
  });

  it('RG-25 sets a limit and says when a raise applies; shows the platform’s refusal as it sends it', async () => {
    const user = userEvent.setup();
    let sets = 0;
    const platform = fakePlatform(
      byName({
        responsibleGaming: () => okReply(state()),
        gamingLimitSet: () =>
          ++sets === 1
            ? okReply(
                limit('deposit', 'week', {
                  amount: '50.00',
                  used: '0.00',
                  left: '50.00',
                  pending: { amount: '500.00', effectiveAt: '2026-11-21T09:00:00Z' },
                }),
              )
            : failReply(403, 'ACCOUNT_EXCLUDED', 'Your account is on a time-out.'),
      }),
    );
    await renderWidget(<ResponsibleGamingTools {...widgetProps(schema)} />, {
      member,
      brand: ukgc,
      adapter: platform.adapter,
    });
    const deposit = await screen.findByRole('region', { name: 'Deposit limit' });
    const form = within(deposit).getByRole('form', { name: 'Set a Deposit limit' });
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(within(form).getByText('Enter an amount above zero, for example 100.')).toBeVisible();
    await user.selectOptions(within(form).getByLabelText('Period'), 'week');
    await user.type(within(form).getByLabelText('Limit (RM)'), '500');
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(
      await within(form).findByText(/Your new limit of RM\s?500\.00 applies from .*after the cooling-off/),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Set limit' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Your account is on a time-out.');
  });

  it('RG-27 asks for a clear confirmation before a time-out, and sends nothing until then', async () => {
    const user = userEvent.setup();
    let started: unknown = null;
    let excluded = false;
    const platform = fakePlatform(
      byName({
        responsibleGaming: () =>
          okReply(
            state(
              excluded
                ? { exclusion: { kind: 'timeOut', since: '2026-11-20T10:00:00Z', until: '2026-11-27T10:00:00Z' } }
                : {},
            ),
          ),
        timeOutStart: (request) => {
          started = request.method;
          excluded = true;
          return okReply({ kind: 'timeOut', since: '2026-11-20T10:00:00Z', until: '2026-11-27T10:00:00Z' });
        },
      }),
    );
    await renderWidget(<ResponsibleGamingTools {...widgetProps(schema)} />, {
      member,
      brand: ukgc,
      adapter: platform.adapter,
    });
    const timeOut = await screen.findByRole('region', { name: 'Take a time-out' });
    await user.selectOptions(within(timeOut).getByLabelText('How long'), '7');
    await user.click(within(timeOut).getByRole('button', { name: 'Take a time-out' }));
    const confirm = within(timeOut).getByRole('group', { name: 'Confirm your break' });
    expect(confirm).toHaveTextContent('You will not be able to deposit or play for 7 days.');
    expect(within(confirm).getByRole('button', { name: 'Start my time-out of 7 days' })).toHaveFocus();
    expect(started).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Start my time-out of 7 days' }));
    expect(await screen.findByText(/You are on a time-out until/)).toBeVisible();
    expect(
      screen.getByText('You cannot deposit or play. You can still withdraw your balance and read your history.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Withdraw my balance' })).toHaveAttribute('href', '/member?page=withdraw');
    expect(screen.queryByRole('region', { name: 'Take a time-out' })).toBeNull();
  });

  it('offers the reality check from the licence’s minimum up, and self-exclusion lengths the licence allows', async () => {
    const platform = fakePlatform(byName({ responsibleGaming: () => okReply(state()) }));
    await renderWidget(<ResponsibleGamingTools {...widgetProps(schema)} />, {
      member,
      brand: ukgc,
      adapter: platform.adapter,
      language: 'PT',
    });
    const reality = await screen.findByRole('region', { name: 'Aviso de tempo de jogo' });
    const options = within(within(reality).getByRole('combobox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Desligado',
      'A cada 10 minutos',
      'A cada 15 minutos',
      'A cada 20 minutos',
      'A cada 30 minutos',
      'A cada 45 minutos',
      'A cada 60 minutos',
      'A cada 90 minutos',
      'A cada 120 minutos',
    ]);
    const exclusion = screen.getByRole('region', { name: 'Autoexclusão' });
    expect(
      within(within(exclusion).getByRole('combobox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['6 meses', '12 meses', '24 meses', '36 meses', '60 meses', 'Permanentemente']);
  });

  it('where the licence has no tools, says how to ask for a break and asks the platform nothing', async () => {
    const platform = fakePlatform({});
    await renderWidget(<ResponsibleGamingTools {...widgetProps(schema)} />, { member, adapter: platform.adapter });
    expect(screen.getByText(/tell customer service and they will help you/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Talk to customer service' })).toHaveAttribute('href', '/chatroom');
    expect(platform.seen.filter((request) => request.path.includes('RG_'))).toEqual([]);
  });
});
