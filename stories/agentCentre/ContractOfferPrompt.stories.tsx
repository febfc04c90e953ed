import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import ContractOfferPrompt from '../../widgets/agentCentre/ContractOfferPrompt/ContractOfferPrompt.tsx';
import { schema } from '../../widgets/agentCentre/ContractOfferPrompt/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { downlineSession, offerPlatform } from './contractFixtures.ts';

/**
 * Draws nothing itself: with an offer pending (CALL-21 info flags) it opens the brand's contract
 * popup once per session (CONTRACT-10). Each story shows that popup with the offers waiting.
 */
const meta = {
  title: 'agentCentre/ContractOfferPrompt',
  component: ContractOfferPrompt,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: {
    platform: {
      ...offerPlatform,
      ...byName({ fundsConsolidated: okReply(calls.fundsConsolidated.response.examples[0]) }),
    },
    session: downlineSession,
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const popup = await page.findByRole('dialog', {}, { timeout: 5000 });
    await expect(await within(popup).findByText(/C-7/, {}, { timeout: 5000 })).toBeVisible();
    await expect(within(popup).getAllByRole('button').length).toBeGreaterThan(1);
  },
} satisfies Meta<typeof ContractOfferPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Aurora: Story = { globals: { brand: 'aurora' } };
export const Jade: Story = { globals: { brand: 'jade' } };
/** Aurora in Malay, the brand's own language. */
export const AuroraMalay: Story = { globals: { brand: 'aurora', locale: 'MY' } };
