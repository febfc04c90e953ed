import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, failReply, fakePlatform, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import HelpCentre from './HelpCentre.tsx';
import { schema } from './schema.ts';

const SECTIONS = [
  {
    id: 'faq',
    title: 'FAQ',
    content: '<p>Common questions.</p>',
    children: [{ id: 'faq-register', title: 'How do I register?', content: '<p>Press Register.</p>' }],
  },
  { id: 'deposit', title: 'Deposit', content: '<p>How to deposit.</p>', children: [] },
  { id: 'term', title: 'Terms and conditions', content: '<p>1. You must be 18 or older.</p>', children: [] },
  {
    id: 'hostile',
    title: 'Hostile',
    content:
      '<p>Read me</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">click</a>',
    children: [],
  },
];

const platform = (reply: FakeReply | (() => FakeReply) = okReply(SECTIONS)) =>
  fakePlatform(byName({ helpCenter: reply }));

describe('HelpCentre', () => {
  it('asks for the player’s language on the web and lists the sections, the first one shown (HELP-01, ROUTE-08)', async () => {
    const fake = platform();
    await renderWidget(<HelpCentre {...widgetProps(schema, { heading: true })} />, {
      adapter: fake.adapter,
      language: 'CN',
      brand: { languages: { default: 'CN', supported: ['CN', 'EN'] } },
      route: '/helpmc',
    });
    expect(screen.getByRole('heading', { name: '帮助中心', level: 1 })).toBeInTheDocument();
    const menu = await screen.findByRole('navigation');
    expect(
      within(menu)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['FAQ', 'Deposit', 'Terms and conditions', 'Hostile']);
    expect(screen.getByRole('heading', { name: 'FAQ', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How do I register?', level: 3 })).toBeInTheDocument();
    expect(fake.seen[0]!.params).toMatchObject({ lang: 'zh-CN', device: 'WEB' });
  });

  it('opens at the section the hash names, also a part of one; a pick changes the text (HELP-02)', async () => {
    const user = userEvent.setup();
    const first = await renderWidget(<HelpCentre {...widgetProps(schema)} />, {
      adapter: platform().adapter,
      route: '/helpmc#term',
    });
    expect(await screen.findByRole('heading', { name: 'Terms and conditions', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('1. You must be 18 or older.')).toBeInTheDocument();
    // The anchor names the element it opened, so a link checker finds what "#term" points at (issue 26).
    expect(document.getElementById('term')).toHaveTextContent('1. You must be 18 or older.');
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(screen.getByRole('heading', { name: 'Deposit', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-current', 'true');
    first.unmount();
    await renderWidget(<HelpCentre {...widgetProps(schema)} />, {
      adapter: platform().adapter,
      route: '/helpmc#faq-register',
    });
    expect(await screen.findByRole('heading', { name: 'FAQ', level: 2 })).toBeInTheDocument();
    expect(document.getElementById('faq-register')).toHaveTextContent('Press Register.');
  });

  it('in the help dialog, the anchor "term" opens the terms (ROUTE-07, HELP-02)', async () => {
    const dialogs = {
      help: { title: 'dialog.help', size: 'large' as const, slots: { main: [{ widget: 'HelpCentre' }] } },
    };
    const { engine } = await renderWidget(<></>, {
      adapter: platform().adapter,
      brand: { dialogs, constants: { modalOpenDelayMs: 0 } },
    });
    act(() => engine.dialogs.getState().open('help', { anchor: 'term' }, { returnFocus: null }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Terms and conditions', level: 2 })).toBeInTheDocument();
  });

  it('hostile HTML in the help runs nothing: no handlers, scripts or javascript: links', async () => {
    const win = window as unknown as { __pwned?: number };
    delete win.__pwned;
    await renderWidget(<HelpCentre {...widgetProps(schema)} />, {
      adapter: platform().adapter,
      route: '/helpmc#hostile',
    });
    const text = await screen.findByRole('article');
    expect(text).toHaveTextContent('Read me');
    expect(text.querySelector('script, [onerror]')).toBeNull();
    expect(within(text).getByText('click')).not.toHaveAttribute('href');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(win.__pwned).toBeUndefined();
  });

  it('shows the spec’s no data for an empty help centre', async () => {
    await renderWidget(<HelpCentre {...widgetProps(schema)} />, { adapter: platform(okReply([])).adapter });
    expect(await screen.findByText(/no data/i)).toBeInTheDocument();
  });

  it.each([
    ['a 500', failReply(500, 'UNKNOWN')],
    ['a timeout', 'timeout' as const],
    ['a malformed answer', { status: 200, data: '<!doctype html><p>Bad gateway</p>' } as FakeReply],
  ])('shows the catalogue’s message and a retry after %s, then the help', async (_name, failure) => {
    let healthy = false;
    const user = userEvent.setup();
    await renderWidget(<HelpCentre {...widgetProps(schema, { heading: true })} />, {
      adapter: platform(() => (healthy ? okReply(SECTIONS) : failure)).adapter,
    });
    const retry = await screen.findByRole('button', { name: /retry/i });
    expect(screen.getByRole('heading', { name: 'Help centre', level: 1 })).toBeInTheDocument();
    healthy = true;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'FAQ', level: 2 })).toBeInTheDocument());
  });
});
