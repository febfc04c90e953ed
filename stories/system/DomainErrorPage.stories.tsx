import type { Meta, StoryObj } from '@storybook/react-vite';
import { DomainErrorPage } from '../../engine/react/systemPages/DomainErrorPage.tsx';

/** SHELL-07, ERR-21: the platform does not recognise the site's address. */
const meta = {
  title: 'system/DomainErrorPage',
  component: DomainErrorPage,
  tags: ['autodocs'],
  parameters: { engineFrame: 'page' },
  argTypes: {
    links: { control: { type: 'object' }, description: 'Customer-service options, paths already decrypted (ENT-10).' },
  },
  args: { links: [{ title: 'Live chat', type: 'LIVECHAT', href: 'https://chat.example.com/room/1' }] },
} satisfies Meta<typeof DomainErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade' } };
