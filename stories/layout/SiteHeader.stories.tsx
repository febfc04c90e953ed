import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { okReply } from '../../engine/api/fakePlatform.ts';
import { callRoutes } from '../../schemas/generated/callRoutes.ts';
import SiteHeader from '../../widgets/layout/SiteHeader/SiteHeader.tsx';
import { schema, type SiteHeaderProps } from '../../widgets/layout/SiteHeader/schema.ts';
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

export const Aurora: Story = { globals: { brand: 'aurora' }, args: { ...brandWidgetProps<SiteHeaderProps>('aurora', 'SiteHeader') } };

export const Jade: Story = { globals: { brand: 'jade' }, args: { ...brandWidgetProps<SiteHeaderProps>('jade', 'SiteHeader') } };

export const JadeInChinese: Story = { globals: { brand: 'jade', locale: 'CN' } };

export const WithoutLanguageSelector: Story = { args: { showLanguageSelector: false, sticky: false } };

const member = { id: '880001', account: 'demo_member', nickname: 'Demo', type: 0 };
const vendorGroups = okReply([
  { gameCategory: 'RNG', vendors: Array.from({ length: 12 }, (_, index) => ({ vassalage: `V${index + 1}`, name: `Provider ${index + 1}` })) },
  { gameCategory: 'LIVE', vendors: [{ vassalage: 'EVO', name: 'Evolution' }] },
]);

/** A member: balance with the eye, Deposit, notices and the account menu (HEADER-02..06). */
export const Member: Story = {
  parameters: { session: { member, balance: { amount: '1250.5', currencySymbol: 'RM' } }, platform: { [callRoutes.vendorGroups.path]: vendorGroups } },
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
