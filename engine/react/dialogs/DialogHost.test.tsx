import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { useLocation } from 'react-router-dom';
import { defineWidget } from '../defineWidget.ts';
import { BrandRoutes } from '../routing.tsx';
import { EngineHarness, testEngine } from '../../../tests/support/testEngine.tsx';
import { useDialog, useDialogParams } from './useDialog.ts';

const openerSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { label: { type: 'string' }, dialog: { type: 'string' }, params: { type: 'object' } },
  required: ['label', 'dialog'],
} as const;

/** A button that opens a dialog, as a header or a dialog's own link would. */
function Opener({ label, dialog, params }: { label: string; dialog: string; params?: Record<string, unknown> }) {
  const { open } = useDialog();
  return (
    <button type="button" onClick={() => open(dialog, params)}>
      {label}
    </button>
  );
}

/** Shows what the enclosing dialog was opened with. */
function ParamsView() {
  return <p>params {JSON.stringify(useDialogParams())}</p>;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const widgets = [
  defineWidget({ type: 'Opener', schema: openerSchema, load: async () => ({ default: Opener }) }),
  defineWidget({ type: 'ParamsView', schema: { type: 'object' }, load: async () => ({ default: ParamsView }) }),
];

const dialogs = {
  login: {
    title: 'Log in',
    size: 'small' as const,
    slots: {
      main: [
        { widget: 'Opener', props: { label: 'No account? Register', dialog: 'register' } },
        { widget: 'ParamsView' },
      ],
    },
  },
  register: { title: 'Register', slots: { main: [{ widget: 'ParamsView' }] } },
  messages: { title: 'Messages', access: 'token' as const, slots: { main: [] } },
  help: { title: 'Help', size: 'large' as const, slots: { main: [{ widget: 'ParamsView' }] } },
  // As the forced password change (AUTH-05, AUTH-06): only its own widgets may close it.
  mustAnswer: {
    title: 'Must answer',
    dismissable: false,
    slots: { main: [{ widget: 'Opener', props: { label: 'Register instead', dialog: 'register' } }] },
  },
};

const screens = {
  home: {
    paths: ['/'],
    opens: { '/login': 'login', '/help': 'help' },
    slots: {
      main: [
        { widget: 'Opener', props: { label: 'Log in', dialog: 'login', params: { from: 'header' } } },
        { widget: 'Opener', props: { label: 'Messages', dialog: 'messages' } },
        { widget: 'Opener', props: { label: 'Answer', dialog: 'mustAnswer' } },
      ],
    },
  },
};

afterEach(() => sessionStorage.clear());

async function renderAt(path: string) {
  const engine = await testEngine({ brand: { screens, dialogs, constants: { modalOpenDelayMs: 0 } }, widgets });
  await act(async () => {
    render(
      <EngineHarness engine={engine} path={path}>
        <BrandRoutes />
        <Where />
      </EngineHarness>,
    );
  });
  return engine;
}

describe('dialogs (issue 7, DESIGN §3b)', () => {
  it('a button opens a dialog with parameters; Escape closes it and focus returns to the button; the page does not scroll while it is open (POPUP-03)', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    const button = await screen.findByRole('button', { name: 'Log in' });
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByText('params {"from":"header"}')).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('lv-scroll-locked');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(document.documentElement).not.toHaveClass('lv-scroll-locked');
  });

  it('a dialog opens another over itself; closing the top returns focus inside the first', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    const login = await screen.findByRole('dialog', { name: 'Log in' });
    const link = await within(login).findByRole('button', { name: 'No account? Register' });
    await user.click(link);
    const register = await screen.findByRole('dialog', { name: 'Register' });
    expect(screen.getAllByRole('dialog')).toEqual([login, register]);
    await user.click(within(register).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    expect(link).toHaveFocus();
    // POPUP-03: the page stays locked while a dialog is still open, and scrolls again once the last one closes.
    expect(document.documentElement).toHaveClass('lv-scroll-locked');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveClass('lv-scroll-locked');
  });

  it('/login renders home with the login dialog open; closing it goes back to / (ROUTE-03)', async () => {
    const user = userEvent.setup();
    await renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Messages' })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/$/);
  });

  it('/help#term opens the help dialog at the terms (ROUTE-07)', async () => {
    await renderAt('/help#term');
    const dialog = await screen.findByRole('dialog', { name: 'Help' });
    expect(await within(dialog).findByText('params {"anchor":"term"}')).toBeInTheDocument();
  });

  it('a dialog that needs a session opens the login dialog for a visitor (ROUTE-18)', async () => {
    const user = userEvent.setup();
    await renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Messages' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(await within(dialog).findByText('params {"then":"messages"}')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('a dialog the brand declares not dismissable has no close button and stays open through Escape, a cancel and a close by the browser; its widgets still work', async () => {
    const user = userEvent.setup();
    const engine = await renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Answer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Must answer' });
    const inside = await within(dialog).findByRole('button', { name: 'Register instead' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    expect(inside).toHaveFocus();
    await user.keyboard('{Escape}');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
      (dialog as HTMLDialogElement).close();
    });
    expect(engine.dialogs.getState().stack.map((open) => open.id)).toEqual(['mustAnswer']);
    expect(dialog).toHaveAttribute('open');
    expect(document.documentElement).toHaveClass('lv-scroll-locked');
    await user.click(inside);
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
  });

  it('waits the brand’s open delay before showing a dialog (POPUP-04, CONST-36)', async () => {
    const engine = await testEngine({ brand: { screens, dialogs }, widgets });
    expect(engine.brand.constants.modalOpenDelayMs).toBe(100);
    await act(async () => {
      render(
        <EngineHarness engine={engine} path="/login">
          <BrandRoutes />
        </EngineHarness>,
      );
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
