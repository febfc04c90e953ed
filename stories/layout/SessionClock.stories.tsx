import type { Meta, StoryObj } from '@storybook/react-vite';
import SessionClock from '../../widgets/layout/SessionClock/SessionClock.tsx';
import { Clock } from '../../widgets/layout/SessionClock/Clock.tsx';
import { schema } from '../../widgets/layout/SessionClock/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { rgParameters } from '../memberCentre/rgFixtures.ts';

/** The session's length under the header, where the licence asks for it (issue 29). */
const meta = {
  title: 'layout/SessionClock',
  component: SessionClock,
  argTypes: argTypesFromSchema(schema),
  args: argsFromSchema(schema),
  parameters: { platform: rgParameters.platform, session: rgParameters.session },
} satisfies Meta<typeof SessionClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The clock as a brand under the UK Gambling Commission's rules shows it, 42 minutes into a session. */
export const UnderAUkLicence: Story = {
  globals: { brand: 'aurora', locale: 'MY' },
  render: () => <Clock startedAt={new Date(Date.now() - 42 * 60_000).toISOString()} />,
};

/** Aurora is licensed in Curaçao, whose rules ask for no clock: nothing shows. */
export const Aurora: Story = { globals: { brand: 'aurora' } };

/** Jade has no licence's rules: nothing shows. */
export const Jade: Story = { globals: { brand: 'jade' } };
