import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import NoticeMarquee from './NoticeMarquee.tsx';
import { schema } from './schema.ts';

const notices = [
  { id: 'n1', title: 'Scheduled maintenance', content: '<p>Sunday 02:00–04:00</p>' },
  { id: 'n2', title: 'New slots from PG', content: '<p>Ten new games</p>' },
  { id: 'n3', title: 'Deposit channels updated', content: '<p>Use the new bank list</p>' },
];

/** The notice dialog as brands/base declares it. */
const dialogs = {
  notice: {
    title: 'dialog.notice',
    size: 'large' as const,
    slots: { main: [{ widget: 'NoticeDetail', props: { showList: true } }] },
  },
};
const brand = { dialogs, constants: { modalOpenDelayMs: 0 } } as const;

describe('NoticeMarquee', () => {
  it('runs every player notice’s title across the strip (HOME-03)', async () => {
    await renderWidget(<NoticeMarquee {...widgetProps(schema)} />, {
      adapter: fakePlatform(byName({ announcements: okReply({ notices }) })).adapter,
    });
    const strip = screen.getByRole('region', { name: 'Notices' });
    await within(strip).findByRole('button', { name: 'Scheduled maintenance' });
    expect(
      within(strip)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(notices.map((notice) => notice.title));
  });

  it('opens the notice dialog at the notice picked, showing its title and content (HOME-03, ANN-06)', async () => {
    const user = userEvent.setup();
    await renderWidget(<NoticeMarquee {...widgetProps(schema)} />, {
      brand,
      adapter: fakePlatform(byName({ announcements: okReply({ notices }) })).adapter,
    });
    await user.click(await screen.findByRole('button', { name: 'New slots from PG' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'New slots from PG' })).toBeInTheDocument();
    expect(within(dialog).getByText('Ten new games')).toBeInTheDocument();
    expect(within(dialog).getByText('2 / 3')).toBeInTheDocument();
  });

  it('keeps its line when there are no notices', async () => {
    await renderWidget(<NoticeMarquee {...widgetProps(schema)} />, {
      adapter: fakePlatform(byName({ announcements: okReply({ notices: [] }) })).adapter,
    });
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    expect(screen.getByRole('region', { name: 'Notices' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each(PLATFORM_FAILURES)(
    'shows the catalogue’s message and a retry in place after %s, and the notices once the retry works',
    async (_name, failure) => {
      let healthy = false;
      const platform = fakePlatform(byName({ announcements: () => (healthy ? okReply({ notices }) : failure) }));
      const user = userEvent.setup();
      await renderWidget(<NoticeMarquee {...widgetProps(schema)} />, { adapter: platform.adapter });
      const retry = await screen.findByRole('button', { name: /retry/i });
      expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
      healthy = true;
      await user.click(retry);
      expect(await screen.findByRole('button', { name: 'Scheduled maintenance' })).toBeInTheDocument();
    },
  );
});
