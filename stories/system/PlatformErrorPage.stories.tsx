import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { GatewayError } from '../../engine/api/errors.ts';
import { PlatformErrorPage } from '../../engine/react/systemPages/PlatformErrorPage.tsx';

/** SHELL-01: system status could not be read; the page offers a retry. */
const meta = {
  title: 'system/PlatformErrorPage',
  component: PlatformErrorPage,
  tags: ['autodocs'],
  parameters: { engineFrame: 'page' },
  argTypes: { error: { control: false }, onRetry: { control: false } },
  args: { error: new GatewayError({ kind: 'network' }), onRetry: fn() },
} satisfies Meta<typeof PlatformErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No answer at all (ERR-19), under the brand and language chosen in the toolbar. */
export const Default: Story = {};

/** The answer took too long (ERR-20). */
export const Timeout: Story = { args: { error: new GatewayError({ kind: 'timeout' }) } };

/** A 500 or an answer that makes no sense (ERR-23). */
export const ServerError: Story = { args: { error: new GatewayError({ kind: 'malformed', status: 200 }) } };

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade' } };
