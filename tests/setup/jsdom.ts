import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { STATE_WAIT_MS } from '../support/waits.ts';

afterEach(() => cleanup());

// The files of a worker share its modules and globals (vitest.config.ts: isolate false). What one
// file stubbed, spied on, faked or stored is undone when it ends, so the next starts as a fresh one.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
  if (typeof window !== 'undefined') {
    localStorage.clear();
    sessionStorage.clear();
    document.head.replaceChildren();
    document.body.replaceChildren();
  }
});

// findBy… and waitFor wait for a state, never for a time: the deadline is only how long a state may
// take before the test fails. Testing Library's own (1 s) is a duration a busy runner exceeds
// (issue 25, item 8: SignOutConfirm's location), so every wait gets the suite's generous one.
configure({ asyncUtilTimeout: STATE_WAIT_MS });

// jsdom lays nothing out, so it has no scrolling; the engine scrolls to the top on every route change.
// (Files that run in the node environment have no window at all.)
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

// jsdom has no modal dialogs. Like a browser: showModal opens the element, close() closes it and
// fires `close`, and Escape fires a cancelable `cancel` on the top open dialog. Real focus trapping
// and the top layer are exercised in Chromium (story and end-to-end tests).
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    const top = [...document.querySelectorAll('dialog[open]')].pop();
    if (top && top.dispatchEvent(new Event('cancel', { cancelable: true }))) (top as HTMLDialogElement).close();
  });
}

// jsdom lays nothing out, so nothing is ever resized: a ResizeObserver that never reports (the header's
// "More" measures with one). A test of a measured layout stubs its own, with the sizes it needs.
if (typeof window !== 'undefined') {
  (window as { ResizeObserver?: unknown }).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
