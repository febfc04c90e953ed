import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failReply, okReply } from '../../tests/support/fakePlatform.ts';
import { PlatformGate } from '../../engine/react/PlatformGate.tsx';

const STATUS = '/wps/system/status';
const DOMAIN = '/wps/system/domainRoute';
const status = (code: 0 | 1 | 2, extra: Record<string, unknown> = {}) =>
  okReply({
    status: code,
    maintenance: code === 1,
    regionRestriction: code === 2,
    location: { ip: '203.0.113.7' },
    info: {},
    ...extra,
  });

/**
 * The whole start-up (SHELL-01..SHELL-03, SHELL-07): the gate asks a fake platform (the story's
 * `parameters.platform`) for system status and the domain check, then shows the app or a page.
 */
const meta = {
  title: 'system/PlatformGate',
  component: PlatformGate,
  parameters: { engineFrame: 'page' },
  args: {
    host: 'aurora.example.com',
    children: (
      <main>
        <h1>The app</h1>
      </main>
    ),
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof PlatformGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the gate has settled on the page that shows `text`, so axe checks that page. */
const shows =
  (text: string | RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(text, {}, { timeout: 5000 })).toBeVisible();
  };

export const Open: Story = {
  parameters: { platform: { [STATUS]: status(0), [DOMAIN]: okReply({ valid: true }) } },
  play: shows('The app'),
};

export const Maintenance: Story = {
  parameters: {
    platform: {
      [STATUS]: status(1, { maintenanceText: 'Back at 14:00 (GMT+8).' }),
      [DOMAIN]: okReply({ valid: true }),
    },
  },
  play: shows('Back at 14:00 (GMT+8).'),
};

export const BlockedRegion: Story = {
  parameters: { platform: { [STATUS]: status(2), [DOMAIN]: okReply({ valid: true }) } },
  play: shows(/203\.0\.113\.7/),
};

export const StatusFailed: Story = {
  parameters: { platform: { [STATUS]: failReply(500, 'INTERNAL'), [DOMAIN]: okReply({ valid: true }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const UnknownDomain: Story = {
  parameters: { platform: { [STATUS]: status(0), [DOMAIN]: okReply({ valid: false }) } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1 }, { timeout: 5000 }),
    ).not.toHaveTextContent('The app');
  },
};
