import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PublicPopups from '../../widgets/popups/PublicPopups/PublicPopups.tsx';
import PopupContent from '../../widgets/popups/PopupContent/PopupContent.tsx';
import { schema } from '../../widgets/popups/PublicPopups/schema.ts';
import { schema as contentSchema } from '../../widgets/popups/PopupContent/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';
import { withAnnouncements } from '../home/homeFixtures.ts';

const popup = [
  { id: 'story-popup', title: 'Welcome bonus', content: '<p>100% on your first deposit.</p>', execution: 'B' },
];

/**
 * Public popups on load (POPUP-05): PublicPopups draws nothing and opens the brand's `popup`
 * dialog; PopupContent is what that dialog shows. Here both are rendered as a brand places them.
 */
const meta = {
  title: 'popups/PublicPopups',
  component: PublicPopups,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: { ...argsFromSchema(schema) },
  parameters: { platform: withAnnouncements({ popup }) },
} satisfies Meta<typeof PublicPopups>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's popup opens in the brand's popup dialog (the story frame's brand). */
export const OpensOnLoad: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {}, { timeout: 5000 });
    await expect(
      await within(dialog).findByRole('heading', { name: 'Welcome bonus' }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const AuroraOnLoad: Story = { ...OpensOnLoad, globals: { brand: 'aurora' } };

export const JadeOnLoad: Story = { ...OpensOnLoad, globals: { brand: 'jade' } };

/** The popup dialog's content on its own (outside a dialog it has no popup id: 'no data'). */
export const Content: StoryObj<typeof PopupContent> = {
  render: () => <PopupContent {...argsFromSchema(contentSchema)} showTitle />,
};
