import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { byName, okReply } from '../../tests/support/fakePlatform.ts';
import { calls } from '../../schemas/api/index.ts';
import FeedbackForm from '../../widgets/memberCentre/FeedbackForm/FeedbackForm.tsx';
import { schema } from '../../widgets/memberCentre/FeedbackForm/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { cashierPlatform, memberSession } from './cashierFixtures.ts';

const feedbackPlatform = {
  ...cashierPlatform,
  ...byName({
    feedbackList: okReply(calls.feedbackList.response.examples[0]),
    feedback: okReply({ message: 'Thank you for your feedback (reference F-13).' }),
  }),
};

/** Feedback and suggestions (MC-20, VAL-17..19) and the replies to past feedback. */
const meta = {
  title: 'memberCentre/FeedbackForm',
  component: FeedbackForm,
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: feedbackPlatform, session: memberSession },
} satisfies Meta<typeof FeedbackForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Aurora: feedback shorter than 10 characters is refused in place, before anything is sent. */
export const Aurora: Story = {
  globals: { brand: 'aurora' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Your feedback', {}, { timeout: 5000 }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Send feedback' }));
    await expect(await canvas.findByText('Please write at least 10 characters.')).toBeVisible();
  },
};

/** Jade: past feedback with the operator's reply. */
export const Jade: Story = {
  globals: { brand: 'jade' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Thank you, it is fixed.', {}, { timeout: 5000 })).toBeVisible();
  },
};
