import type { KeyboardEvent } from 'react';

/** What can take focus inside a dialog. */
export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab and Shift+Tab cycle inside the dialog. A modal dialog makes the page inert, but the browser
 * would still let focus leave for its own toolbar after the last control.
 */
export function keepFocusInside(event: KeyboardEvent<HTMLDialogElement>) {
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (control) => control.closest('dialog') === event.currentTarget,
  );
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
