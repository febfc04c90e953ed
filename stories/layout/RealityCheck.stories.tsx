import type { Meta, StoryObj } from '@storybook/react-vite';
import RealityCheck from '../../widgets/layout/RealityCheck/RealityCheck.tsx';
import { schema } from '../../widgets/layout/RealityCheck/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { rgParameters } from '../memberCentre/rgFixtures.ts';

/**
 * Opens the brand's reality-check dialog when the player's interval is up; it draws nothing itself
 * (the dialog's content is popups/RealityCheckPanel). Here the interval is an hour away.
 */
const meta = {
  title: 'layout/RealityCheck',
  component: RealityCheck,
  argTypes: argTypesFromSchema(schema),
  args: argsFromSchema(schema),
  parameters: { platform: rgParameters.platform, session: rgParameters.session },
} satisfies Meta<typeof RealityCheck>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade' } };
