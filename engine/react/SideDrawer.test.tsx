import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNTIL } from '../../tests/support/waits.ts';
import { useLocation } from 'react-router-dom';
import { defineWidget } from './defineWidget.ts';
import { BrandRoutes } from './routing.tsx';
import { useShell } from './shell.ts';
import { EngineHarness, testEngine, textSchema } from '../../tests/support/testEngine.tsx';
import { Link } from './navigation.tsx';

/** A header with the menu button, as SiteHeader draws it on a phone. */
function MenuButton() {
  const { drawerOpen, openDrawer, sideId } = useShell();
  return (
    <button
      type="button"
      aria-expanded={drawerOpen}
      aria-controls={sideId}
      onClick={(event) => openDrawer(event.currentTarget)}
    >
      Menu
    </button>
  );
}
function SideLinks() {
  return (
    <nav aria-label="Side">
      <Link to="/promotions">Promotions</Link>
      <button type="button">Language</button>
    </nav>
  );
}
function Where() {
  return <p>at {useLocation().pathname}</p>;
}
const widgets = [
  defineWidget({ type: 'MenuButton', schema: textSchema, load: async () => ({ default: MenuButton }) }),
  defineWidget({ type: 'SideLinks', schema: textSchema, load: async () => ({ default: SideLinks }) }),
  defineWidget({ type: 'Where', schema: textSchema, load: async () => ({ default: Where }) }),
];
const brand = {
  layout: { header: [{ widget: 'MenuButton' }], side: [{ widget: 'SideLinks' }] },
  screens: {
    home: { paths: ['/', '/promotions'], slots: { main: [{ widget: 'Where' }] } },
  },
};

function phone(matches: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

async function renderShell() {
  const engine = await testEngine({ brand, widgets });
  await act(async () => {
    render(
      <EngineHarness engine={engine}>
        <BrandRoutes />
      </EngineHarness>,
    );
  });
  return screen.findByRole('button', { name: 'Menu' });
}

beforeEach(() => phone(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the side menu as a drawer on phones', () => {
  it('opens as a modal dialog, keeps focus inside, closes on Escape and gives focus back to the menu button', async () => {
    const user = userEvent.setup();
    const button = await renderShell();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // The page behind is out of reach while it is open.
    expect(document.querySelector('main')).toHaveAttribute('inert');
    // Opened before the page was idle, the drawer draws its menu as it opens (engine/core/firstPaint.ts).
    await screen.findByRole('link', { name: 'Promotions' });
    // Tab goes round inside the drawer: close, Promotions, Language, then close again.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Language' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.waitFor(() => expect(button).toHaveFocus(), UNTIL);
    expect(document.querySelector('main')).not.toHaveAttribute('inert');
  });

  it('closes on a tap outside it and when one of its links is followed', async () => {
    const user = userEvent.setup();
    const button = await renderShell();
    await user.click(button);
    await user.click(document.querySelector('.lv-shell__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    await user.click(await screen.findByRole('link', { name: 'Promotions' }));
    expect(await screen.findByText('at /promotions')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes for good when the screen grows to a tablet: narrowing again does not bring it back', async () => {
    let matches = true;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return matches;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }));
    const resize = (phoneWide: boolean) =>
      act(() => {
        matches = phoneWide;
        for (const listener of listeners) listener();
      });
    const user = userEvent.setup();
    const button = await renderShell();
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
    resize(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    resize(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('main')).not.toHaveAttribute('inert');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('is the page’s side column on tablets and desktops: never a dialog', async () => {
    phone(false);
    const user = userEvent.setup();
    const button = await renderShell();
    await user.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Promotions' })).toBeInTheDocument();
  });
});
