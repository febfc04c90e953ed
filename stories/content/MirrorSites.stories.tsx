import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import MirrorSites from '../../widgets/content/MirrorSites/MirrorSites.tsx';
import { schema } from '../../widgets/content/MirrorSites/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const platform = byName({ mirrorSites: okReply(calls.mirrorSites.response.examples[0]) });

/** The brand's mirror sites, each to open or copy (MC-23). */
const meta = {
  title: 'content/MirrorSites',
  component: MirrorSites,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform },
} satisfies Meta<typeof MirrorSites>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole(
        'button',
        { name: 'Copy https://aurora-1.example.com' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
  },
};

/** Jade with no mirror at the moment. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: { platform: byName({ mirrorSites: okReply([]) }) },
};
