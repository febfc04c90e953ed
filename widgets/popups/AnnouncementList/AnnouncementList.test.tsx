import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import AnnouncementList from './AnnouncementList.tsx';
import { schema } from './schema.ts';

const items = Array.from({ length: 120 }, (_, i) => ({
  id: `a${i + 1}`,
  title: `Announcement ${i + 1}`,
  content: `<p>Body ${i + 1}</p>`,
  ...(i === 1 ? { promotionType: 'DEPOSIT' } : {}),
}));
const hostile = {
  id: 'h',
  title: 'Hostile',
  content:
    '<p>Text</p><img src=x onerror="window.__annPwned=1"><script>window.__annPwned=2</script><a href="javascript:window.__annPwned=3">x</a><svg onload="window.__annPwned=4"></svg>',
};

const render = (list: unknown[] = items) =>
  renderWidget(<AnnouncementList {...widgetProps(schema)} />, {
    adapter: fakePlatform(byName({ announcements: okReply({ notices: list }) })).adapter,
  });

describe('AnnouncementList', () => {
  it('lists 9 titles a page and shows the first one’s content (ANN-03, ANN-04, CONST-01)', async () => {
    await render();
    const list = await screen.findByRole('list', { name: 'Announcement titles' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(items.slice(0, 9).map((item) => item.title));
    expect(screen.getByRole('heading', { name: 'Announcement 1' })).toBeInTheDocument();
    expect(screen.getByText('Body 1')).toBeInTheDocument();
  });

  it('pages with margin 1 and range 5 (ANN-03)', async () => {
    const user = userEvent.setup();
    await render();
    const pager = await screen.findByRole('navigation', { name: 'Announcement pages' });
    const pages = () =>
      within(pager)
        .getAllByRole('button')
        .map((b) => b.textContent!)
        .filter((text) => /^\d+$/.test(text));
    const page = (n: number) => within(pager).getByRole('button', { name: new RegExp(`\\b${n}$`) });
    // 120 items, 14 pages: the current page's range of 5 and the last page (margin 1).
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '14']);
    await user.click(page(4));
    expect(screen.getByRole('heading', { name: 'Announcement 28' })).toBeInTheDocument();
    await user.click(page(14));
    expect(screen.getByRole('heading', { name: 'Announcement 118' })).toBeInTheDocument();
    expect(pages()).toEqual(['1', '10', '11', '12', '13', '14']);
  });

  it('offers Go to promotion only for an item with a promotionType (ANN-05)', async () => {
    const user = userEvent.setup();
    await render();
    await screen.findByRole('heading', { name: 'Announcement 1' });
    expect(screen.queryByRole('button', { name: 'Go to promotion' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Announcement 2' }));
    expect(screen.getByRole('button', { name: 'Go to promotion' })).toBeInTheDocument();
  });

  it('runs nothing of hostile HTML (DESIGN §6)', async () => {
    await render([hostile]);
    const text = await screen.findByText('Text');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((window as { __annPwned?: number }).__annPwned).toBeUndefined();
    expect(text.parentElement!.innerHTML).not.toMatch(/onerror|onload|script|javascript:/);
  });

  it.each(PLATFORM_FAILURES)(
    'after %s shows the catalogue’s message and a retry, then the list',
    async (_name, failure) => {
      let healthy = false;
      const user = userEvent.setup();
      await renderWidget(<AnnouncementList {...widgetProps(schema)} />, {
        adapter: fakePlatform(byName({ announcements: () => (healthy ? okReply({ notices: items }) : failure) }))
          .adapter,
      });
      const retry = await screen.findByRole('button', { name: /retry/i });
      healthy = true;
      await user.click(retry);
      await waitFor(() => expect(screen.getByRole('heading', { name: 'Announcement 1' })).toBeInTheDocument());
    },
  );
});
