import type { Meta, StoryObj } from '@storybook/react-vite';
import { BlockedRegionPage } from '../../engine/react/systemPages/BlockedRegionPage.tsx';

/** SHELL-03: shown instead of the app when system status says region restricted (status 2). */
const meta = {
  title: 'system/BlockedRegionPage',
  component: BlockedRegionPage,
  tags: ['autodocs'],
  parameters: { engineFrame: 'page' },
  argTypes: { ip: { control: { type: 'text' }, description: "The visitor's IP from system status location.ip." } },
  args: { ip: '203.0.113.7' },
} satisfies Meta<typeof BlockedRegionPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

/** The platform sent no location: the message alone. */
export const WithoutIp: Story = { args: { ip: null } };

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade' } };
