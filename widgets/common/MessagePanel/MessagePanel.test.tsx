import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import MessagePanel from './MessagePanel.tsx';
import { schema } from './schema.ts';

const dialogs = { register: { title: 'dialog.register', slots: { main: [] } } };

describe('MessagePanel', () => {
  it('shows its message in the player’s language', async () => {
    await renderWidget(<MessagePanel {...widgetProps(schema, { text: 'dialog.loginComing' })} />, {
      language: 'CN',
      brand: { languages: { default: 'CN', supported: ['CN', 'EN'] } },
    });
    expect(screen.getByText('本站登录功能正在准备中，请稍后再来。')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the dialog an action names, over the current one (issue 7: a dialog opened by another)', async () => {
    const user = userEvent.setup();
    await renderWidget(
      <MessagePanel
        {...widgetProps(schema, { text: 'Plain words', actions: [{ label: 'dialog.noAccount', dialog: 'register' }] })}
      />,
      {
        brand: { dialogs, constants: { modalOpenDelayMs: 0 } },
      },
    );
    expect(screen.getByText('Plain words')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No account yet? Register' }));
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
