import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import RealityCheckPanel from './RealityCheckPanel.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };

describe('RealityCheckPanel (RG-28)', () => {
  it('asks the platform afresh for the session’s figures, and logs the player out when asked', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform(
      byName({ responsibleGaming: okReply(calls.responsibleGaming.response.examples[0]), logout: okReply(null) }),
    );
    const { engine } = await renderWidget(<RealityCheckPanel {...widgetProps(schema)} />, {
      member,
      brand: { compliance: { profile: 'ukgc' } },
      adapter: platform.adapter,
      language: 'CN',
    });
    expect(await screen.findByText('本次净输赢')).toBeVisible();
    expect(screen.getByText(/RM\s?40\.00/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '退出登录' }));
    await waitFor(() => expect(engine.session.getState().isLogin).toBe(false));
  });
});
