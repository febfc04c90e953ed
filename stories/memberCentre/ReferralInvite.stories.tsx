import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import ReferralInvite from '../../widgets/memberCentre/ReferralInvite/ReferralInvite.tsx';
import { schema } from '../../widgets/memberCentre/ReferralInvite/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

const referralPlatform = {
  ...cashierPlatform,
  ...byName({ referralSummary: okReply(calls.referralSummary.response.examples[0]) }),
};

/** Invite friends: the code, the link with its QR code, copy and share, and the friends with what they earned (MC-12). */
const meta = {
  title: 'memberCentre/ReferralInvite',
  component: ReferralInvite,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: referralPlatform, session: memberSession },
} satisfies Meta<typeof ReferralInvite>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Aurora: the link carries the code for the registration form. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The field is there while the code loads; the link fills it once the platform answers.
    await waitFor(
      () =>
        expect((canvas.getByLabelText('Your invitation link') as HTMLInputElement).value).toContain(
          '/register?affiliate=R7K2M9QX',
        ),
      { timeout: 5000 },
    );
  },
};

/** Jade, before any friend signed up. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  parameters: {
    platform: {
      ...referralPlatform,
      ...byName({
        referralSummary: okReply({ ...calls.referralSummary.response.examples[0], friends: [], totalEarned: '0.00' }),
      }),
    },
  },
};
