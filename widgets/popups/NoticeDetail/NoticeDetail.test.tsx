import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import type { FakeReply } from '../../../tests/support/fakePlatform.ts';

const notices = [
  { id: 'n1', title: 'Scheduled maintenance', content: '<p>Sunday 02:00–04:00</p>' },
  {
    id: 'n2',
    title: 'New slots from PG',
    content: '<p>Ten new games <a href="https://example.com/pg">see them</a></p>',
  },
  {
    id: 'n3',
    title: 'Hostile',
    content:
      '<p>Read me</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">click</a><svg onload="window.__pwned=4"><circle r="1"/></svg><iframe src="https://evil.example.com"></iframe><a href="data:text/html,<script>1</script>">data</a><div style="position:fixed;inset:0">cover</div>',
  },
];

const dialogs = {
  notice: {
    title: 'dialog.notice',
    size: 'large' as const,
    slots: { main: [{ widget: 'NoticeDetail', props: { showList: true } }] },
  },
};

async function openNotice(index: unknown, reply: FakeReply | (() => FakeReply) = okReply({ notices })) {
  const { engine } = await renderWidget(<></>, {
    brand: { dialogs, constants: { modalOpenDelayMs: 0 } },
    adapter: fakePlatform(byName({ announcements: reply })).adapter,
  });
  act(() => engine.dialogs.getState().open('notice', { index }, { returnFocus: null }));
  return screen.findByRole('dialog');
}

describe('NoticeDetail (the notice dialog)', () => {
  it('opens at the index it is given and steps through the notices (ANN-06)', async () => {
    const user = userEvent.setup();
    const dialog = await openNotice(1);
    expect(await within(dialog).findByRole('heading', { name: 'New slots from PG' })).toBeInTheDocument();
    const link = within(dialog).getByRole('link', { name: 'see them' });
    expect(link).toHaveAttribute('href', 'https://example.com/pg');
    expect(link).toHaveAttribute('target', '_blank');
    await user.click(within(dialog).getByRole('button', { name: 'Previous notice' }));
    expect(within(dialog).getByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Previous notice' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Hostile' }));
    expect(within(dialog).getByRole('heading', { name: 'Hostile' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next notice' })).toBeDisabled();
  });

  it('opens the first notice for an index out of range', async () => {
    const dialog = await openNotice(42);
    expect(await within(dialog).findByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument();
  });

  it('runs nothing from hostile HTML: no handlers, scripts, javascript: or data: links, svg, frames or styles (DESIGN §6)', async () => {
    const dialog = await openNotice(2);
    const body = await within(dialog).findByText('Read me');
    const html = body.parentElement!;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(html.querySelector('script, svg, iframe, [onerror], [onload], [style]')).toBeNull();
    expect(html.querySelector('a[href^="javascript"], a[href^="data"], img[src="x"][onerror]')).toBeNull();
    expect(html.innerHTML).not.toMatch(/onerror|onload|javascript:|__pwned/);
    expect(within(html).getByText('cover')).toBeInTheDocument();
  });

  it.each(PLATFORM_FAILURES)(
    'shows the catalogue’s message and a retry after %s, then the notice',
    async (_name, failure) => {
      let healthy = false;
      const user = userEvent.setup();
      const dialog = await openNotice(0, () => (healthy ? okReply({ notices }) : failure));
      const retry = await within(dialog).findByRole('button', { name: /retry/i });
      healthy = true;
      await user.click(retry);
      await waitFor(() =>
        expect(within(dialog).getByRole('heading', { name: 'Scheduled maintenance' })).toBeInTheDocument(),
      );
    },
  );
});
