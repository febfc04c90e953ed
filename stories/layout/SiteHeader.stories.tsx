import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { okReply } from '../../tests/support/fakePlatform.ts';
import { callRoutes } from '../../schemas/generated/callRoutes.ts';
import SiteHeader from '../../widgets/layout/SiteHeader/SiteHeader.tsx';
import { schema, type SiteHeaderProps } from '../../widgets/layout/SiteHeader/schema.ts';
import { NO_SHELL, ShellContext } from '../../engine/react/shell.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'layout/SiteHeader',
  component: SiteHeader,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<SiteHeaderProps>('aurora', 'SiteHeader') },
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<SiteHeaderProps>('jade', 'SiteHeader') },
};

export const JadeInChinese: Story = { globals: { brand: 'jade', locale: 'CN' } };

export const WithoutLanguageSelector: Story = { args: { showLanguageSelector: false, sticky: false } };

const member = { id: '880001', account: 'demo_member', nickname: 'Demo', type: 0 };
const vendorGroups = okReply([
  {
    gameCategory: 'RNG',
    vendors: Array.from({ length: 12 }, (_, index) => ({ vassalage: `V${index + 1}`, name: `Provider ${index + 1}` })),
  },
  { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO', name: 'Evolution' }] },
]);

/** A member: balance with the eye, Deposit, notices and the account menu (HEADER-02..06). */
export const Member: Story = {
  parameters: {
    session: { member, balance: { amount: '1250.5', currencySymbol: 'RM' } },
    platform: { [callRoutes.vendorGroups.path]: vendorGroups },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RM 1,250.50', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /account menu/i }));
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
};

export const MemberJadeInChinese: Story = {
  globals: { brand: 'jade', locale: 'CN' },
  parameters: { session: { member, balance: { amount: '98765.432', currencySymbol: '¥' } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('¥ 98,765.43', {}, { timeout: 5000 })).toBeVisible();
  },
};

/** An agent sees the agent centre in the account menu (HEADER-03). */
export const Agent: Story = {
  globals: { brand: 'aurora', locale: 'EN' },
  parameters: { session: { member: { ...member, type: 41 } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /account menu/i }, { timeout: 5000 }));
    await expect(canvas.getByRole('link', { name: 'Agent centre' })).toBeVisible();
  },
};

/** As on a page with the side menu: the phone's menu button opens it as a drawer. */
const withSideMenu: NonNullable<Story['decorators']> = [
  (Story) => (
    <ShellContext.Provider value={{ ...NO_SHELL, hasSide: true }}>
      <Story />
    </ShellContext.Provider>
  ),
];

/** A phone (360 px): the compact header, with the balance in full on its own row beside Deposit. */
export const AuroraPhoneMember: Story = {
  globals: { brand: 'aurora', locale: 'MY', viewport: { value: 'mobile1', isRotated: false } },
  decorators: withSideMenu,
  args: { ...brandWidgetProps<SiteHeaderProps>('aurora', 'SiteHeader') },
  parameters: { session: { member, balance: { amount: '1250.5', currencySymbol: 'RM' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('RM 1,250.50', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Buka menu' })).toBeInTheDocument();
  },
};

/** A phone, logged out: menu button, logo, Log in and Register; Try free on its own row. */
export const JadePhoneVisitor: Story = {
  globals: { brand: 'jade', viewport: { value: 'mobile1', isRotated: false } },
  decorators: withSideMenu,
  args: { ...brandWidgetProps<SiteHeaderProps>('jade', 'SiteHeader') },
};

/** Unread messages: the badge beside the notices is a link to the inbox (issue 26, MC-14, MC-16). */
const unread = { [callRoutes.unreadCount.path]: okReply({ count: 3 }), [callRoutes.vendorGroups.path]: vendorGroups };

export const MemberUnreadAurora: Story = {
  globals: { brand: 'aurora' },
  parameters: { session: { member, balance: { amount: '1250.5', currencySymbol: 'RM' } }, platform: unread },
  play: async ({ canvasElement }) => {
    const badge = await within(canvasElement).findByRole('link', { name: '3 unread messages' }, { timeout: 5000 });
    await expect(badge).toHaveAttribute('href', '/member?page=messageV2');
    await expect(badge.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(badge.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
  },
};

export const MemberUnreadJade: Story = {
  globals: { brand: 'jade' },
  parameters: { session: { member, balance: { amount: '1250.5', currencySymbol: 'RM' } }, platform: unread },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: '3 unread messages' }, { timeout: 5000 }),
    ).toHaveAttribute('href', '/member?page=messageV2');
  },
};

/** Eight game categories: more than a 1024 px screen holds in one row beside the brand's own entries. */
const manyCategories = {
  [callRoutes.vendorGroups.path]: okReply(
    ['RNG', 'LIVE', 'FISH', 'PVP'].map((gameCategory) => ({
      gameCategory,
      vendors: [{ vassalage: 'PG', name: 'PG Soft' }],
    })),
  ),
};
const asWide = (width: number): NonNullable<Story['decorators']> => [
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  ),
];

/**
 * Issue 26: what the row has no room for is under More, and the row never overflows the header.
 * Checked in the browser: the row's entries end inside the header; More lists the rest, opens and closes on Escape.
 */
const fitsWithMore =
  (moreName: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: /./, hidden: false });
    await canvas.findAllByRole('link', { name: /./ }, { timeout: 5000 });
    const more = await canvas.findByRole('button', { name: moreName }, { timeout: 5000 });
    const header = canvasElement.querySelector('header')!.getBoundingClientRect();
    const row = [...nav.querySelectorAll(':scope > ul > li:not([data-over])')];
    for (const entry of row) await expect(entry.getBoundingClientRect().right).toBeLessThanOrEqual(header.right);
    const over = [...nav.querySelectorAll(':scope > ul > li[data-over] > a')].map((link) => link.textContent);
    await expect(over.length).toBeGreaterThan(0);
    await userEvent.click(more);
    const list = within(canvasElement.querySelector(`[id="${more.getAttribute('aria-controls')}"]`) as HTMLElement);
    for (const name of over) await expect(list.getByRole('link', { name: name! })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(more).toHaveAttribute('aria-expanded', 'false');
  };

export const AuroraNarrowInMalay: Story = {
  globals: { brand: 'aurora', locale: 'MY' },
  decorators: asWide(900),
  args: { ...brandWidgetProps<SiteHeaderProps>('aurora', 'SiteHeader') },
  parameters: { platform: manyCategories },
  play: fitsWithMore('Lagi'),
};

export const JadeNarrow: Story = {
  globals: { brand: 'jade', locale: 'EN' },
  decorators: asWide(600),
  args: { ...brandWidgetProps<SiteHeaderProps>('jade', 'SiteHeader') },
  parameters: { platform: manyCategories },
  play: fitsWithMore('More'),
};
