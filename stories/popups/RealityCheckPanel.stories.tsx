import type { Meta, StoryObj } from '@storybook/react-vite';
import RealityCheckPanel from '../../widgets/popups/RealityCheckPanel/RealityCheckPanel.tsx';
import { schema } from '../../widgets/popups/RealityCheckPanel/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { rgParameters } from '../memberCentre/rgFixtures.ts';

/** The reality check: time played, the session's result, the history, continue or log out (issue 29). */
const meta = {
  title: 'popups/RealityCheckPanel',
  component: RealityCheckPanel,
  argTypes: argTypesFromSchema(schema),
  args: argsFromSchema(schema),
  parameters: rgParameters,
} satisfies Meta<typeof RealityCheckPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade', locale: 'PT' } };
