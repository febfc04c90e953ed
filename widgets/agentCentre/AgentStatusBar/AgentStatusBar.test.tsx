import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import AgentStatusBar from './AgentStatusBar.tsx';
import { gmtOffset, usableZone } from './clock.ts';

afterEach(() => {
  vi.useRealTimers();
});

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
    // The clock is the test's: a second passes when the test says so, however busy the machine.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], now: new Date('2026-11-22T10:00:00Z') });
    await renderWidget(<AgentStatusBar timeZone="Asia/Kuala_Lumpur" />, {
      member: { id: '2', account: 'demo_agent', type: 1, nickname: 'Demo Agent' } as never,
    });
    expect(await screen.findByText('Agent Demo Agent')).toBeInTheDocument();
    expect(screen.getByText('(GMT+8)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    const clock = screen.getByRole('time');
    expect(clock).toHaveAttribute('dateTime', '2026-11-22T10:00:00.000Z');
    expect(clock).toHaveTextContent('22 Nov 2026, 18:00:00');
    act(() => void vi.advanceTimersByTime(1000));
    expect(clock).toHaveAttribute('dateTime', '2026-11-22T10:00:01.000Z');
    expect(clock).toHaveTextContent('22 Nov 2026, 18:00:01');
  });
});
