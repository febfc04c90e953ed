import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useDialog } from '../../engine/react/dialogs/useDialog.ts';

/** Opens one of the brand's dialogs (brand JSON `dialogs`), or offers a button that opens it. */
function BrandDialog({
  dialog,
  params,
  withButton,
}: {
  dialog: string;
  params?: Record<string, unknown>;
  withButton?: boolean;
}) {
  const { open } = useDialog();
  useEffect(() => {
    if (!withButton) open(dialog, params);
  }, [open, dialog, params, withButton]);
  return withButton ? (
    <button type="button" className="lv-button lv-button--primary" onClick={() => open(dialog, params)}>
      Open {dialog}
    </button>
  ) : null;
}

/**
 * Dialogs as brands declare them (DESIGN §3b): a native modal `<dialog>` with the brand's title,
 * size and widgets. Axe checks each story with the dialog open.
 */
const meta = {
  title: 'engine/Dialogs',
  component: BrandDialog,
  args: { dialog: 'login' },
  argTypes: { dialog: { control: 'select', options: ['login', 'register', 'help'] } },
} satisfies Meta<typeof BrandDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits for the dialog to be shown (after the brand's open delay), so axe checks it open. */
const isOpen =
  (name: RegExp): Story['play'] =>
  async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog', { name }, { timeout: 5000 });
    await expect(dialog).toHaveAttribute('open');
    await expect(within(dialog).getByRole('button', { name: /close|tutup|关闭|fechar/i })).toBeVisible();
  };

export const LoginAurora: Story = { globals: { brand: 'aurora', locale: 'EN' }, play: isOpen(/log in/i) };

export const LoginJade: Story = { globals: { brand: 'jade', locale: 'EN' }, play: isOpen(/log in/i) };

export const RegisterJadeInChinese: Story = {
  globals: { brand: 'jade', locale: 'CN' },
  args: { dialog: 'register' },
  play: isOpen(/注册/),
};

export const HelpAuroraInMalay: Story = {
  globals: { brand: 'aurora', locale: 'MY' },
  args: { dialog: 'help', params: { anchor: 'term' } },
  play: isOpen(/pusat bantuan/i),
};

/** Keyboard only: the button opens the dialog, focus moves into it, Escape closes it and focus returns. */
export const EscapeReturnsFocus: Story = {
  globals: { brand: 'aurora', locale: 'EN' },
  args: { withButton: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Open login' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await canvas.findByRole('dialog', { name: /log in/i }, { timeout: 5000 });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** A dialog opens another over itself; closing the top one leaves the first open. */
export const StackedDialogs: Story = {
  globals: { brand: 'jade', locale: 'EN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const login = await canvas.findByRole('dialog', { name: /log in/i }, { timeout: 5000 });
    await userEvent.click(await within(login).findByRole('button', { name: /register/i }));
    const register = await canvas.findByRole('dialog', { name: /^register$/i }, { timeout: 5000 });
    await userEvent.click(within(register).getByRole('button', { name: /close/i }));
    await waitFor(() => expect(canvas.queryByRole('dialog', { name: /^register$/i })).toBeNull());
    await expect(canvas.getByRole('dialog', { name: /log in/i })).toHaveAttribute('open');
  },
};
