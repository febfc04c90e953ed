import type { Meta, StoryObj } from '@storybook/react-vite';
import HelpCentre from '../../widgets/content/HelpCentre/HelpCentre.tsx';
import { schema, type HelpCentreProps } from '../../widgets/content/HelpCentre/schema.ts';
import { brandWidgetProps } from '../brands.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { content, failing, FAILURES, showsAlert, showsHeading } from './contentFixtures.ts';

const meta = {
  title: 'content/HelpCentre',
  component: HelpCentre,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema), heading: true },
  parameters: { platform: content, route: '/helpmc' },
} satisfies Meta<typeof HelpCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = { play: showsHeading('Frequently asked questions') };

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  args: { ...brandWidgetProps<HelpCentreProps>('aurora', 'HelpCentre') },
  play: showsHeading('Frequently asked questions'),
};

export const Jade: Story = {
  globals: { brand: 'jade' },
  args: { ...brandWidgetProps<HelpCentreProps>('jade', 'HelpCentre') },
  play: showsHeading('Frequently asked questions'),
};

/** /helpmc#term opens at the terms (HELP-02). */
export const AtTheTerms: Story = { parameters: { route: '/helpmc#term' }, play: showsHeading('Terms and conditions') };

export const Loading: Story = { parameters: { platform: failing(FAILURES.loading) } };

export const PlatformError: Story = { parameters: { platform: failing(FAILURES.serverError) }, play: showsAlert };

export const PlatformTimeout: Story = { parameters: { platform: failing(FAILURES.timeout) }, play: showsAlert };

export const MalformedAnswer: Story = { parameters: { platform: failing(FAILURES.malformed) }, play: showsAlert };
