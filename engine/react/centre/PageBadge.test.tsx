import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import type { MemberInfo } from '../../state/session.ts';
import { EngineHarness, testEngine } from '../../../tests/support/testEngine.tsx';
import { PageBadge } from './PageBadge.tsx';

function badges() {
  return (
    <ul>
      <li>
        Messages <PageBadge source="unreadCount" />
      </li>
      <li>
        Missions <PageBadge source="missionCount" />
      </li>
      <li>
        Rewards <PageBadge source="rewardCount" />
      </li>
    </ul>
  );
}

async function renderWidget(
  ui: React.ReactElement,
  options: { member?: MemberInfo; adapter: ReturnType<typeof fakePlatform>['adapter'] },
) {
  const engine = await testEngine({ member: options.member ?? null, adapter: options.adapter });
  await act(async () => {
    render(<EngineHarness engine={engine}>{ui}</EngineHarness>);
  });
}

describe('PageBadge (MC-16, MC-17, ROLE-06, issue 16)', () => {
  it('MC-16: one CALL-28 answer gives the red counts of messages, missions and rewards; a zero shows nothing', async () => {
    const platform = fakePlatform(
      byName({ unreadCount: okReply({ count: 120, missionLeaderboard: 2, rewardCenter: 0 }) }),
    );
    await renderWidget(badges(), { member: { id: '1', account: 'demo_member', type: 0 }, adapter: platform.adapter });
    expect(await screen.findByLabelText('120 unread')).toHaveTextContent('99+');
    expect(screen.getByLabelText('2 missions to claim')).toHaveTextContent('2');
    expect(screen.queryByLabelText(/rewards to claim/)).toBeNull();
    expect(platform.seen.filter((request) => request.path.endsWith('CSP_unreadCount'))).toHaveLength(1);
  });

  it('MC-17, ROLE-06: never asked for a trial account or a visitor', async () => {
    const platform = fakePlatform(
      byName({ unreadCount: okReply({ count: 3, missionLeaderboard: 1, rewardCenter: 1 }) }),
    );
    await renderWidget(badges(), {
      member: { id: '9', account: 'trial_1', type: 4, trial: true },
      adapter: platform.adapter,
    });
    await renderWidget(badges(), { adapter: platform.adapter });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(platform.seen.some((request) => request.path.endsWith('CSP_unreadCount'))).toBe(false);
    expect(screen.queryByLabelText(/unread|to claim/)).toBeNull();
  });
});
