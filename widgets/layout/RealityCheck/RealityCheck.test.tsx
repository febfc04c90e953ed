import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { TOKEN_STORAGE_KEY } from '../../../engine/api/tokenStorage.ts';
import userEvent from '@testing-library/user-event';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { PROFILE_RULES } from '../../../schemas/compliance/profiles.ts';
import RealityCheck from './RealityCheck.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
/** A session that started an interval ago less a moment: the check is due almost at once. */
const startedAt = new Date(Date.now() - 10 * 60_000 + 1500).toISOString();
const state = (minutes: number | null) => ({
  profile: 'ukgc',
  rules: PROFILE_RULES.ukgc,
  limits: [],
  exclusion: null,
  realityCheck: { minutes, minimumMinutes: 10 },
  session: {
    startedAt,
    netResult: '-12.50',
    staked: '40.00',
  },
});
const brand = {
  compliance: { profile: 'ukgc' as const },
  dialogs: {
    realityCheck: {
      title: 'Reality check',
      size: 'small' as const,
      slots: { main: [{ widget: 'RealityCheckPanel', props: { historyLink: '/member?page=personalHistoryCopy' } }] },
    },
  },
};

describe('RealityCheck (RG-28)', () => {
  it('opens the reality check when the interval is up: time played, net result, history, continue', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'signed-in');
    const platform = fakePlatform(byName({ responsibleGaming: () => okReply(state(10)) }));
    await renderWidget(<RealityCheck {...widgetProps(schema)} />, { member, brand, adapter: platform.adapter });
    const dialog = await screen.findByRole('dialog', { name: 'Reality check' }, { timeout: 5000 });
    expect(await within(dialog).findByText('Time played this session')).toBeVisible();
    expect(within(dialog).getByText(/0:10:0\d/)).toBeVisible();
    expect(within(dialog).getByText(/-RM\s?12\.50|RM\s?-12\.50/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'See my betting history' })).toHaveAttribute(
      'href',
      '/member?page=personalHistoryCopy',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Continue playing' }));
    expect(screen.queryByRole('dialog', { name: 'Reality check' })).toBeNull();
  });

  it('stays quiet when the player turned it off', async () => {
    const platform = fakePlatform(byName({ responsibleGaming: () => okReply(state(null)) }));
    await renderWidget(<RealityCheck {...widgetProps(schema)} />, { member, brand, adapter: platform.adapter });
    await waitFor(() => expect(platform.seen.some((request) => request.path.includes('RG_state'))).toBe(true));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
