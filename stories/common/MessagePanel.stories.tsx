import type { Meta, StoryObj } from '@storybook/react-vite';
import MessagePanel from '../../widgets/common/MessagePanel/MessagePanel.tsx';
import { schema } from '../../widgets/common/MessagePanel/schema.ts';
import { argsFromSchema, argTypesFromSchema } from '../controls.ts';

const meta = {
  title: 'common/MessagePanel',
  component: MessagePanel,
  tags: ['autodocs'],
  argTypes: argTypesFromSchema(schema),
  args: {
    ...argsFromSchema(schema),
    text: 'dialog.loginComing',
    actions: [{ label: 'dialog.noAccount', dialog: 'register' }],
  },
} satisfies Meta<typeof MessagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered under the brand and language chosen in the toolbar. */
export const Default: Story = {};

export const Aurora: Story = { globals: { brand: 'aurora' } };

export const Jade: Story = { globals: { brand: 'jade' } };

export const JadeInChinese: Story = {
  globals: { brand: 'jade', locale: 'CN' },
  args: { text: 'dialog.registerComing', actions: [{ label: 'dialog.haveAccount', dialog: 'login' }] },
};

export const WithoutActions: Story = { args: { text: 'dialog.helpComing', actions: [] } };
