import type { Meta, StoryObj } from '@storybook/react-vite';
import { MaintenancePage } from '../../engine/react/systemPages/MaintenancePage.tsx';

const links = [
  { title: 'Live chat', type: 'LIVECHAT' as const, href: 'https://chat.example.com/room/1' },
  { title: '', type: 'TELEGRAM' as const, href: 'https://t.me/livery_support' },
];

/** SHELL-02: shown instead of the app while system status says maintenance (status 1). */
const meta = {
  title: 'system/MaintenancePage',
  component: MaintenancePage,
  tags: ['autodocs'],
  parameters: { engineFrame: 'page' },
  argTypes: {
    text: {
      control: { type: 'text' },
      description: 'Maintenance text from system status; empty shows the generic text (UNSPEC-49).',
    },
    links: { control: { type: 'object' }, description: 'Customer-service options, paths already decrypted (ENT-10).' },
  },
  args: { text: 'We are upgrading our games.\nBack at 14:00 (GMT+8).', links },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

/** No text from the platform: the generic localised text (UNSPEC-49), no customer service. */
export const GenericText: Story = { args: { text: '', links: [] } };

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade' } };
