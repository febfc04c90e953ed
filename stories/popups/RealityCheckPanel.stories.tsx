import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
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
  parameters: { platform: rgParameters.platform, session: rgParameters.session },
} satisfies Meta<typeof RealityCheckPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Time played this session', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText('Net result this session')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See my betting history' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continue playing' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

/** Jade under the MGA's rules (as its licensed copy runs), in Portuguese: every line in the player's language. */
export const Jade: Story = {
  globals: { brand: 'jade', locale: 'PT' },
  parameters: { complianceProfile: 'mga' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Tempo de jogo nesta sessão', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Continuar a jogar' })).toBeVisible();
  },
};
