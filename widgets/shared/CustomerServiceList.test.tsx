import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../tests/support/renderWidget.tsx';
import { CustomerServiceList } from './CustomerServiceList.tsx';

const LINKS = [
  { title: 'Telegram help', type: 'TELEGRAM' as const, href: 'https://t.me/help_desk' },
  { title: 'Chat with us', type: 'LIVECHAT' as const, href: 'https://chat.example.com/room?id=7' },
];

afterEach(() => vi.restoreAllMocks());

describe('CustomerServiceList (CS-01, CS-02)', () => {
  it('lists live chat first, then Telegram, each a named link', async () => {
    await renderWidget(<CustomerServiceList links={LINKS} />);
    const groups = screen.getAllByRole('region');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'lv-service-LIVECHAT',
      'lv-service-TELEGRAM',
    ]);
    expect(within(groups[0]!).getByRole('link', { name: /Chat with us/ })).toHaveAttribute(
      'href',
      'https://chat.example.com/room?id=7',
    );
    expect(within(groups[1]!).getByRole('link', { name: /Telegram help/ })).toHaveAttribute('target', '_blank');
  });

  it('CS-02 live chat opens in a window of 440 × 750 that cannot reach the site, and only that window opens', async () => {
    const chatWindow = { opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(chatWindow as unknown as Window);
    await renderWidget(<CustomerServiceList links={LINKS} />);
    // fireEvent answers false when the link's own navigation was cancelled: no second tab.
    expect(fireEvent.click(screen.getByRole('link', { name: /Chat with us/ }))).toBe(false);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('https://chat.example.com/room?id=7', '_blank', 'width=440,height=750');
    expect(chatWindow.opener).toBeNull();
  });

  it('CS-02 where the browser blocks the window, the link opens the chat in a tab instead; Telegram is a plain link', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await renderWidget(<CustomerServiceList links={LINKS} />);
    expect(fireEvent.click(screen.getByRole('link', { name: /Chat with us/ }))).toBe(true);
    open.mockClear();
    expect(fireEvent.click(screen.getByRole('link', { name: /Telegram help/ }))).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('names a link by its type when the platform gives no title, and shows no group without links', async () => {
    await renderWidget(
      <CustomerServiceList links={[{ title: '  ', type: 'LIVECHAT', href: 'https://chat.example.com/' }]} />,
    );
    expect(screen.getByRole('link', { name: /^Live chat/ })).toBeInTheDocument();
    expect(screen.getAllByRole('region')).toHaveLength(1);
  });
});
