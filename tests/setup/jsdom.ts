import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

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
