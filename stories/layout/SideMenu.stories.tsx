import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { okReply } from '../../tests/support/fakePlatform.ts';
import { callRoutes } from '../../schemas/generated/callRoutes.ts';
import SideMenu from '../../widgets/layout/SideMenu/SideMenu.tsx';
import { schema, type SideMenuProps } from '../../widgets/layout/SideMenu/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'layout/SideMenu',
  component: SideMenu,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<SideMenuProps>('aurora', 'SideMenu') },
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<SideMenuProps>('jade', 'SideMenu') },
};

export const AuroraInMalay: Story = { globals: { brand: 'aurora', locale: 'MY' } };

const promotions = [
  'Weekend reload',
  'Slots cashback',
  'Live casino rebate',
  'Refer a friend',
  'Birthday bonus',
  'VIP upgrade',
  'Lucky draw',
].map((title, index) => ({ id: `p${index + 1}`, title }));

/** The first six promotions from the platform and the link to all of them (SIDE-05). */
export const WithPromotions: Story = {
  parameters: {
    platform: {
      [callRoutes.announcements.path]: okReply({ banners: [], notices: [], popup: [], promotion: promotions }),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Weekend reload' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Lucky draw' })).toBeNull();
  },
};
