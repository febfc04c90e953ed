import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { byName, failReply, fakePlatform, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { useLocation, useNavigate } from '../../../engine/react/navigation.tsx';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import Promotions from './Promotions.tsx';
import { schema } from './schema.ts';

const PROMOTIONS = [
  {
    id: 'p-welcome',
    title: 'Welcome bonus 100%',
    promotionType: 'NEWPLAYER',
    content: '<p>Double your first deposit.</p>',
  },
  {
    id: 'p-weekend',
    title: 'Weekend reload 30%',
    promotionType: 'DEPOSIT',
    content: '<p>30% extra every weekend.</p><h4>Terms</h4><p>Turnover 5×.</p>',
  },
  { id: 'p-raffle', title: 'Lucky draw', promotionType: 'RAFFLE', content: '<p>One free ticket per member.</p>' },
  { id: 'p-referral', title: 'Invite friends', promotionType: 'OTHER', content: '<p>Earn for every friend.</p>' },
  {
    id: 'p-hostile',
    title: 'Hostile',
    promotionType: 'GAME',
    content:
      '<p>Read me</p><img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script><a href="javascript:window.__pwned=3">click</a>',
  },
];

const MEMBER = { id: '7', account: 'demo_member', nickname: 'Demo', type: 0 };

function Hash() {
  return <output aria-label="address">{useLocation().hash}</output>;
}

/** The browser's Back and Forward buttons. */
function History() {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => void navigate(-1)}>
        browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        browser forward
      </button>
    </>
  );
}

const platform = (reply: FakeReply | (() => FakeReply) = okReply({ promotion: PROMOTIONS }), claim?: FakeReply) =>
  fakePlatform(byName({ announcements: reply, ...(claim ? { claimRafflePromotion: claim } : {}) }));

describe('Promotions', () => {
  it('opens the promotion the address’s hash names in a dialog over the list (ROUTE-13, PROMO-06)', async () => {
    await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: platform().adapter,
      route: '/promotions#p-weekend',
    });
    const sheet = await screen.findByRole('dialog', { name: 'Weekend reload 30%' });
    const detail = within(sheet).getByRole('article');
    expect(within(detail).getByRole('heading', { name: 'Weekend reload 30%', level: 2 })).toHaveFocus();
    expect(detail).toHaveTextContent('30% extra every weekend.');
    // The promotion's own headings sit under its title.
    expect(within(detail).getByRole('heading', { name: 'Terms', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Weekend reload 30%/ })).toHaveAttribute('aria-current', 'true');
  });

  it('without a hash shows the list alone; a tap opens the promotion where the player is looking, its heading focused, with its Join, and puts it in the address (issue 26, ROUTE-13, PROMO-05)', async () => {
    const user = userEvent.setup();
    await renderWidget(
      <>
        <Promotions {...widgetProps(schema)} />
        <Hash />
      </>,
      { adapter: platform().adapter, route: '/promotions' },
    );
    expect(await screen.findByRole('button', { name: /Welcome bonus 100%/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Lucky draw/ }));
    const sheet = screen.getByRole('dialog', { name: 'Lucky draw' });
    expect(sheet).toHaveAttribute('open');
    expect(within(sheet).getByRole('heading', { name: 'Lucky draw', level: 2 })).toHaveFocus();
    expect(within(sheet).getByRole('button', { name: 'Join' })).toBeInTheDocument();
    expect(screen.getByLabelText('address')).toHaveTextContent('#p-raffle');
  });

  it('Back closes the promotion, focus returns to it in the list, and Forward opens it again (issue 26)', async () => {
    const user = userEvent.setup();
    await renderWidget(
      <>
        <Promotions {...widgetProps(schema)} />
        <Hash />
        <History />
      </>,
      { adapter: platform().adapter, route: '/promotions' },
    );
    const item = await screen.findByRole('button', { name: /Weekend reload 30%/ });
    await user.click(item);
    expect(screen.getByRole('dialog', { name: 'Weekend reload 30%' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('address')).toBeEmptyDOMElement();
    expect(item).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'browser forward' }));
    expect(screen.getByRole('dialog', { name: 'Weekend reload 30%' })).toBeInTheDocument();
  });

  it('Escape and the close button close the promotion as Back does: focus on it in the list (issue 26)', async () => {
    const user = userEvent.setup();
    await renderWidget(
      <>
        <Promotions {...widgetProps(schema)} />
        <Hash />
        <History />
      </>,
      { adapter: platform().adapter, route: '/promotions' },
    );
    const item = await screen.findByRole('button', { name: /Lucky draw/ });
    await user.click(item);
    expect(screen.getByRole('heading', { name: 'Lucky draw', level: 2 })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('address')).toBeEmptyDOMElement();
    expect(item).toHaveFocus();
    // It was a step back: Forward opens the promotion again.
    await user.click(screen.getByRole('button', { name: 'browser forward' }));
    const sheet = screen.getByRole('dialog', { name: 'Lucky draw' });
    await user.click(within(sheet).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(item).toHaveFocus();
  });

  it('a promotion opened by a shared link closes to the list, with focus on it there (issue 26)', async () => {
    const user = userEvent.setup();
    await renderWidget(
      <>
        <Promotions {...widgetProps(schema)} />
        <Hash />
      </>,
      { adapter: platform().adapter, route: '/promotions#p-raffle' },
    );
    const sheet = await screen.findByRole('dialog', { name: 'Lucky draw' });
    expect(within(sheet).getByRole('heading', { name: 'Lucky draw', level: 2 })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('address')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: /Lucky draw/ })).toHaveFocus();
  });

  it('has a tab per category that has promotions and filters by it (PROMO-01)', async () => {
    const user = userEvent.setup();
    await renderWidget(<Promotions {...widgetProps(schema)} />, { adapter: platform().adapter, member: MEMBER });
    const tabs = within(await screen.findByRole('group', { name: 'Promotion categories' })).getAllByRole('button');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Other', 'Deposit', 'New player', 'Game', 'Others']);
    await user.click(screen.getByRole('button', { name: 'Deposit' }));
    const list = screen.getByRole('list', { name: 'Promotions in this category' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual(['Weekend reload 30%Deposit']);
    // The raffle is listed under "others".
    await user.click(screen.getByRole('button', { name: 'Others' }));
    expect(within(list).getByRole('button', { name: /Lucky draw/ })).toBeInTheDocument();
  });

  it('hides the referral promotion from visitors unless REFERRALPROMO is on; members always see it (PROMO-04, FLAG-18)', async () => {
    const first = await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: platform().adapter,
      route: '/promotions#p-referral',
    });
    await screen.findByRole('button', { name: /Welcome bonus 100%/ });
    expect(screen.queryByRole('button', { name: /Invite friends/ })).toBeNull();
    // Hidden means not reachable by its address either: nothing opens.
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    const second = await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: platform().adapter,
      flags: { REFERRALPROMO: true },
    });
    expect(await screen.findByRole('button', { name: /Invite friends/ })).toBeInTheDocument();
    second.unmount();

    await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: platform().adapter,
      member: MEMBER,
      route: '/promotions#p-referral',
    });
    expect(await screen.findByRole('heading', { name: 'Invite friends', level: 2 })).toBeInTheDocument();
  });

  it('a member joins the raffle with CALL-27 and sees the answer and the new status (PROMO-05, PROMO-02)', async () => {
    const user = userEvent.setup();
    const fake = platform(undefined, okReply({ message: 'You have joined "Lucky draw". Your ticket is R-000001.' }));
    await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: fake.adapter,
      member: MEMBER,
      route: '/promotions#p-raffle',
    });
    const detail = await screen.findByRole('article');
    expect(within(detail).getByText('Join', { selector: '.lv-promos__status' })).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Join' }));
    expect(await within(detail).findByRole('status')).toHaveTextContent('Your ticket is R-000001');
    expect(within(detail).getByText('Signed up')).toBeInTheDocument();
    expect(within(detail).queryByRole('button', { name: 'Join' })).toBeNull();
    const claim = fake.seen.find((request) => request.path.endsWith('MCS2_claimRafflePromotion'));
    expect(claim?.method).toBe('POST');
    // Closed and opened again, it still says so.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Lucky draw/ }));
    const again = screen.getByRole('dialog', { name: 'Lucky draw' });
    expect(within(again).getByText('Signed up')).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('a refused claim shows the platform’s message in place; only raffles have a Join button (PROMO-05)', async () => {
    const user = userEvent.setup();
    await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: platform(undefined, failReply(400, 'VALIDATION_FAILED', 'You have already joined "Lucky draw".'))
        .adapter,
      member: MEMBER,
      route: '/promotions#p-raffle',
    });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    const sheet = screen.getByRole('dialog', { name: 'Lucky draw' });
    expect(await within(sheet).findByRole('alert')).toHaveTextContent('You have already joined "Lucky draw".');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Weekend reload/ }));
    expect(screen.getByRole('dialog', { name: 'Weekend reload 30%' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join' })).toBeNull();
  });

  it('a visitor’s Join opens the login dialog and claims nothing (PROMO-05)', async () => {
    const user = userEvent.setup();
    const fake = platform();
    const dialogs = {
      login: {
        title: 'dialog.login',
        size: 'small' as const,
        slots: { main: [{ widget: 'MessagePanel', props: { text: 'Please log in' } }] },
      },
    };
    await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: fake.adapter,
      route: '/promotions#p-raffle',
      brand: { dialogs, constants: { modalOpenDelayMs: 0 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Join' }));
    // The login dialog opens over the promotion, which stays open under it.
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Lucky draw' })).toHaveAttribute('open');
    expect(fake.seen.some((request) => request.path.endsWith('MCS2_claimRafflePromotion'))).toBe(false);
  });

  it.each([
    ['EN', ['Daily', 'Weekly', 'Half-monthly', 'Monthly']],
    ['CN', ['每日', '每周', '每半月', '每月']],
    ['MY', ['Harian', 'Mingguan', 'Setengah bulanan', 'Bulanan']],
    ['PT', ['Diária', 'Semanal', 'Quinzenal', 'Mensal']],
  ])(
    'PROMO-03 shows the period codes D, W, H, M as daily, weekly, half-monthly and monthly in %s',
    async (language, [daily, weekly, halfMonthly, monthly]) => {
      const periods = { 'p-welcome': 'D', 'p-weekend': 'W', 'p-raffle': 'H', 'p-referral': 'M' } as const;
      await renderWidget(<Promotions {...widgetProps(schema, { periods })} />, {
        adapter: platform().adapter,
        member: MEMBER,
        language,
        route: '/promotions#p-raffle',
        brand: { languages: { default: 'EN', supported: ['EN', 'CN', 'MY', 'PT'] } },
      });
      const detail = await screen.findByRole('article');
      expect(within(detail).getByText(halfMonthly!)).toBeInTheDocument();
      const item = (title: string) => screen.getByRole('button', { name: new RegExp(title) });
      expect(item('Welcome bonus 100%')).toHaveTextContent(daily!);
      expect(item('Weekend reload 30%')).toHaveTextContent(weekly!);
      expect(item('Lucky draw')).toHaveTextContent(halfMonthly!);
      expect(item('Invite friends')).toHaveTextContent(monthly!);
      // A promotion the brand gives no period shows its category alone.
      expect(item('Hostile').querySelector('.lv-promos__item-category')?.textContent).not.toContain('·');
    },
  );

  it.each([
    ['EN', 'Add your Zalo number and get a bonus of up to 131K.', 'Add my Zalo number'],
    ['CN', '添加您的Zalo号码，即可获得最高131K的奖金。', '添加我的Zalo号码'],
    ['MY', 'Tambah nombor Zalo anda dan dapatkan bonus sehingga 131K.', 'Tambah nombor Zalo saya'],
    ['PT', 'Adicione o seu número Zalo e receba um bónus até 131K.', 'Adicionar o meu número Zalo'],
  ])(
    'PROMO-09 tells of the bonus of up to 131K for adding a Zalo number, linking to where it is added (%s)',
    async (language, text, link) => {
      await renderWidget(<Promotions {...widgetProps(schema)} />, {
        adapter: platform().adapter,
        language,
        brand: { languages: { default: 'EN', supported: ['EN', 'CN', 'MY', 'PT'] } },
      });
      expect(screen.getByText(text, { exact: false })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/member?page=securityCenter');
    },
  );

  it('PROMO-09 a brand may turn the Zalo note off or send it elsewhere', async () => {
    const first = await renderWidget(<Promotions {...widgetProps(schema, { zaloBonus: false })} />, {
      adapter: platform().adapter,
    });
    await screen.findByRole('list', { name: 'Promotions in this category' });
    expect(screen.queryByText(/Zalo/)).toBeNull();
    first.unmount();
    await renderWidget(<Promotions {...widgetProps(schema, { zaloLink: '/member?page=referral' })} />, {
      adapter: platform().adapter,
    });
    expect(screen.getByRole('link', { name: 'Add my Zalo number' })).toHaveAttribute('href', '/member?page=referral');
  });

  it('hostile HTML in a promotion runs nothing: no handlers, scripts or javascript: links', async () => {
    const win = window as unknown as { __pwned?: number };
    delete win.__pwned;
    await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: platform().adapter,
      route: '/promotions#p-hostile',
    });
    const detail = await screen.findByRole('article');
    expect(detail).toHaveTextContent('Read me');
    expect(detail.querySelector('script, [onerror]')).toBeNull();
    expect(within(detail).getByText('click')).not.toHaveAttribute('href');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(win.__pwned).toBeUndefined();
  });

  it('shows the spec’s no data when there are no promotions', async () => {
    await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: platform(okReply({ promotion: [] })).adapter,
    });
    expect(await screen.findByText(/no data/i)).toBeInTheDocument();
  });

  it.each([
    ['a 500', failReply(500, 'UNKNOWN')],
    ['a timeout', 'timeout' as const],
    ['a malformed answer', { status: 200, data: '<!doctype html><p>Bad gateway</p>' } as FakeReply],
  ])('shows the catalogue’s message and a retry after %s, then the promotions', async (_name, failure) => {
    let healthy = false;
    const user = userEvent.setup();
    await renderWidget(<Promotions {...widgetProps(schema)} />, {
      adapter: platform(() => (healthy ? okReply({ promotion: PROMOTIONS }) : failure)).adapter,
    });
    const retry = await screen.findByRole('button', { name: /retry/i });
    expect(screen.getByRole('heading', { name: 'Promotions', level: 1 })).toBeInTheDocument();
    healthy = true;
    await user.click(retry);
    await waitFor(() => expect(screen.getByRole('button', { name: /Welcome bonus 100%/ })).toBeInTheDocument());
  });
});
