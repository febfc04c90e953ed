import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { PROFILE_RULES } from '../../../schemas/compliance/profiles.ts';
import SessionClock from './SessionClock.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0 };
const state = {
  profile: 'ukgc',
  rules: PROFILE_RULES.ukgc,
  limits: [],
  exclusion: null,
  realityCheck: { minutes: 60, minimumMinutes: 10 },
  session: { startedAt: new Date(Date.now() - 42 * 60_000).toISOString(), netResult: '0.00', staked: '0.00' },
};

describe('SessionClock (RG-29)', () => {
  it('shows how long the session has lasted where the licence asks for a clock', async () => {
    const platform = fakePlatform(byName({ responsibleGaming: okReply(state) }));
    await renderWidget(<SessionClock {...widgetProps(schema)} />, {
      member,
      brand: { compliance: { profile: 'ukgc' } },
      adapter: platform.adapter,
      language: 'MY',
    });
    expect(await screen.findByRole('timer', { name: 'Masa sesi' })).toHaveTextContent(/0:42:0\d/);
  });

  it('shows nothing where the licence does not ask for one', async () => {
    const platform = fakePlatform(
      byName({ responsibleGaming: okReply({ ...state, profile: 'mga', rules: PROFILE_RULES.mga }) }),
    );
    const { container } = await renderWidget(<SessionClock {...widgetProps(schema)} />, {
      member,
      brand: { compliance: { profile: 'mga' } },
      adapter: platform.adapter,
    });
    expect(container).toBeEmptyDOMElement();
  });
});
