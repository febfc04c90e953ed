import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, fakePlatform, okReply, type FakeRequest } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { MEMBER } from '../../../tests/support/games.ts';
import { PLATFORM_FAILURES } from '../../../tests/support/platformFailures.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import PublicPopups from './PublicPopups.tsx';
import publicPopups from './index.ts';
import { schema } from './schema.ts';

const dialogs = {
  popup: { title: 'dialog.notice', slots: { main: [{ widget: 'PopupContent', props: { showTitle: true } }] } },
};
const brand = { dialogs, constants: { modalOpenDelayMs: 0 } };

const POPUPS = {
  B: [
    {
      id: 'pu1',
      title: 'Welcome, visitor',
      content: '<p>Sign up for 100% bonus</p><img src=x onerror="window.__popupPwned=1">',
      execution: 'B',
    },
    { id: 'pu2', title: 'Live casino week', content: '<p>Every table</p>', execution: 'B' },
  ],
  A: [{ id: 'pa1', title: 'Welcome aboard', content: '<p>Your first deposit doubles</p>', execution: 'A' }],
};

function platform() {
  return fakePlatform(
    byName({
      announcements: (request: FakeRequest) =>
        okReply({ popup: POPUPS[(request.params as { execution: 'A' | 'B' }).execution] }),
    }),
  );
}

describe('PublicPopups', () => {
  it('declares a visitor’s popups as its first call, the very call it asks; none for a member (DESIGN §6b)', async () => {
    sessionStorage.clear();
    const fake = platform();
    const { engine } = await renderWidget(<PublicPopups {...widgetProps(schema)} />, { brand, adapter: fake.adapter });
    await waitFor(() => expect(fake.seen).toHaveLength(1));
    const place = { pathname: '/', params: new URLSearchParams(), brand: engine.brand };
    expect(publicPopups.firstCalls!(widgetProps(schema), 'en', { ...place, session: 'visitor' })).toEqual([
      { name: 'announcements', params: fake.seen[0]!.params },
    ]);
    expect(publicPopups.firstCalls!(widgetProps(schema), 'en', { ...place, session: 'member' })).toEqual([]);
  });

  it('opens a visitor’s popups (execution B) one after another; a closed one stays closed for the session (POPUP-05, POPUP-06)', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const fake = platform();
    const first = await renderWidget(<PublicPopups {...widgetProps(schema)} />, { brand, adapter: fake.adapter });
    let dialog = await screen.findByRole('dialog');
    expect(fake.seen[0]!.params).toMatchObject({ types: 'PU', execution: 'B' });
    expect(await within(dialog).findByRole('heading', { name: 'Welcome, visitor' })).toBeInTheDocument();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Live casino week' })).toBeInTheDocument();
    dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    // The page loads again in the same session: nothing opens.
    await renderWidget(<PublicPopups {...widgetProps(schema)} />, { brand, adapter: platform().adapter });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in the studio\u2019s preview, popups wait until the operator asks for them (issue 28, item 7)', async () => {
    sessionStorage.clear();
    const fake = platform();
    const { engine } = await renderWidget(<PublicPopups {...widgetProps(schema)} />, {
      brand,
      adapter: fake.adapter,
      popups: 'hold',
    });
    // The popups were asked for and answered, and nothing covers the page.
    await waitFor(() => expect(fake.seen).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => engine.dialogs.setState({ popups: 'show' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, visitor' })).toBeInTheDocument();
  });

  it('drawn again while its popup is open (an edit in the studio\u2019s preview), it does not show that popup a second time (POPUP-06, issue 18)', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    let drawAgain = () => undefined as void;
    function DrawnAgain() {
      const [times, setTimes] = useState(0);
      drawAgain = () => setTimes((count) => count + 1);
      return <PublicPopups key={times} {...widgetProps(schema)} />;
    }
    await renderWidget(<DrawnAgain />, { brand, adapter: platform().adapter });
    expect(await screen.findByRole('heading', { name: 'Welcome, visitor' })).toBeInTheDocument();
    act(() => drawAgain());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Live casino week' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(JSON.parse(sessionStorage.getItem('livery.closedPopups') ?? '[]')).toEqual(['pu1', 'pu2']);
  });

  it('waits while a dialog a route asked for is open (the login of /login), and opens once it closes (issue 13)', async () => {
    sessionStorage.clear();
    const user = userEvent.setup();
    const withLogin = {
      ...brand,
      dialogs: {
        ...dialogs,
        login: {
          title: 'dialog.login',
          slots: { main: [{ widget: 'MessagePanel', props: { text: 'dialog.login' } }] },
        },
      },
    };
    const { engine } = await renderWidget(<PublicPopups {...widgetProps(schema)} />, {
      brand: withLogin,
      adapter: platform().adapter,
      route: '/login',
    });
    act(() => void engine.dialogs.getState().open('login'));
    const login = await screen.findByRole('dialog');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByRole('dialog')).toEqual([login]);
    expect(within(login).queryByRole('heading', { name: 'Welcome, visitor' })).toBeNull();
    await user.click(within(login).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, visitor' })).toBeInTheDocument();
  });

  it('shows a member on first login (firstTimeLogin F) the execution A popups (UNSPEC-51)', async () => {
    sessionStorage.clear();
    const fake = platform();
    await renderWidget(<PublicPopups {...widgetProps(schema)} />, {
      brand,
      adapter: fake.adapter,
      member: { ...MEMBER, firstTimeLogin: 'F' },
    });
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('heading', { name: 'Welcome aboard' })).toBeInTheDocument();
    expect(fake.seen.find((request) => request.path.includes('getListAnnouncements'))!.params).toMatchObject({
      execution: 'A',
    });
  });

  it('shows a returning member nothing and asks for nothing', async () => {
    sessionStorage.clear();
    const fake = platform();
    await renderWidget(<PublicPopups {...widgetProps(schema)} />, {
      brand,
      adapter: fake.adapter,
      member: { ...MEMBER, firstTimeLogin: 'N' },
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.seen.filter((request) => request.path.includes('getListAnnouncements'))).toHaveLength(0);
  });

  it.each(PLATFORM_FAILURES)('after %s opens nothing and leaves the page as it was', async (_name, failure) => {
    sessionStorage.clear();
    const fake = fakePlatform(byName({ announcements: failure }));
    await renderWidget(
      <>
        <p>The page</p>
        <PublicPopups {...widgetProps(schema)} />
      </>,
      { brand, adapter: fake.adapter },
    );
    await waitFor(() => expect(fake.seen.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('The page')).toBeInTheDocument();
  });
});
