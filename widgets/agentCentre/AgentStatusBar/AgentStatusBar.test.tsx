import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import AgentStatusBar from './AgentStatusBar.tsx';
import { gmtOffset, usableZone } from './clock.ts';

describe('AgentStatusBar (AG-14, issue 17)', () => {
  it('writes GMT offsets as the agent menu shows them', () => {
    const at = new Date('2026-11-22T10:00:00Z');
    expect(gmtOffset('Asia/Kuala_Lumpur', at)).toBe('GMT+8');
    expect(gmtOffset('Asia/Kolkata', at)).toBe('GMT+5:30');
    expect(gmtOffset('America/Sao_Paulo', at)).toBe('GMT-3');
    expect(gmtOffset('UTC', at)).toBe('GMT+0');
    expect(usableZone('Not/AZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC');
  });

  it('shows the nickname, the clock with its offset and a log out button', async () => {
    await renderWidget(<AgentStatusBar timeZone="Asia/Kuala_Lumpur" />, {
      member: { id: '2', account: 'demo_agent', type: 1, nickname: 'Demo Agent' } as never,
    });
    expect(await screen.findByText('Agent Demo Agent')).toBeInTheDocument();
    expect(screen.getByText('(GMT+8)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    const first = screen.getByRole('time').textContent;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(screen.getByRole('time').textContent).not.toBe(first);
  });
});
