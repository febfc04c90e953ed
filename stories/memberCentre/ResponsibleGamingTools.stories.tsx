import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import ResponsibleGamingTools from '../../widgets/memberCentre/ResponsibleGamingTools/ResponsibleGamingTools.tsx';
import { schema } from '../../widgets/memberCentre/ResponsibleGamingTools/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';
import { rgState } from './rgFixtures.ts';

const example = rgState;
const rgPlatform = (state: object = example) => ({
  ...cashierPlatform,
  ...byName({ responsibleGaming: okReply(state) }),
});

/** Limits, the reality check and breaks, as the brand's licence offers them (issue 29). */
const meta = {
  title: 'memberCentre/ResponsibleGamingTools',
  component: ResponsibleGamingTools,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: rgPlatform(), session: memberSession },
} satisfies Meta<typeof ResponsibleGamingTools>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Aurora (Curaçao): a daily deposit limit with a raise waiting, and a time-out asking for confirmation. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/Rises to/, {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Take a time-out' }));
    await expect(canvas.getByRole('group', { name: 'Confirm your break' })).toBeVisible();
  },
};

/** Jade has no licence's tools: how to ask customer service for a break. */
export const Jade: Story = { globals: { brand: 'jade', locale: 'CN' } };

/** A player on a time-out: until when, and that withdrawing still works. */
export const OnATimeOut: Story = {
  globals: { brand: 'aurora' },
  parameters: {
    platform: rgPlatform({
      ...example,
      exclusion: { kind: 'timeOut', since: '2026-11-20T10:00:00Z', until: '2026-11-27T10:00:00Z' },
    }),
  },
};
