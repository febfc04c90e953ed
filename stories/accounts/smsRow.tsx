import type { Decorator } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { okReply } from '../../tests/support/fakePlatform.ts';

/**
 * A challenge the form solves in a few rounds (CALL-66): the story platform hands it out before an
 * SMS send. Made with altcha-lib's createChallenge (SHA-256, cost 1, counter 3); stories never check it.
 */
export const storyChallenge = okReply({
  parameters: {
    algorithm: 'SHA-256',
    cost: 1,
    keyLength: 32,
    keyPrefix: '2ab72cadcb9ea0ce9aecfa3c9de8af24',
    nonce: 'ceddc5850429b2f6c6d385a0b11ebb8f',
    salt: '91042875e8fd42db3e215099d6b81a29',
  },
  signature: '5ba76d73058745365052e39e1403630e39174984f6d97e83ae2de99897ac21bf',
});

/** A dialog's body on a 360 px phone: the dialog takes the screen's width, less its 16 px padding each side. */
export const onPhone: Decorator = (Story) => (
  <div style={{ width: 360 - 2 * 16 }}>
    <Story />
  </div>
);

/**
 * Sends a code with `send` and, once the button waits (its longest text: "Hantar semula dalam …"
 * in Malay), checks that the code input still shows a whole six-digit code in its own font and that
 * nothing of the row leaves the form (issue 26 item 1).
 */
export async function expectCodeRoom(
  send: HTMLElement,
  code: HTMLInputElement,
  click: (element: Element) => Promise<void>,
): Promise<void> {
  await click(send);
  await waitFor(() => expect(send).toBeDisabled(), { timeout: 5000 });
  await waitFor(() => expect(send).not.toHaveAttribute('aria-busy', 'true'), { timeout: 5000 });
  const style = getComputedStyle(code);
  const probe = document.createElement('span');
  probe.textContent = '888888';
  Object.assign(probe.style, {
    position: 'absolute',
    visibility: 'hidden',
    whiteSpace: 'pre',
    font: style.font,
    letterSpacing: style.letterSpacing,
  });
  document.body.append(probe);
  const needed = probe.getBoundingClientRect().width;
  probe.remove();
  const room = code.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  await expect(room, `room for the code: ${room}px, a six-digit code takes ${needed}px`).toBeGreaterThanOrEqual(needed);
  const form = code.closest('form')!.getBoundingClientRect();
  for (const part of [code, send]) {
    const box = part.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(form.left);
    await expect(box.right).toBeLessThanOrEqual(form.right + 0.5);
  }
  const codeBox = code.getBoundingClientRect();
  const sendBox = send.getBoundingClientRect();
  const apart = sendBox.left >= codeBox.right || sendBox.top >= codeBox.bottom || sendBox.bottom <= codeBox.top;
  await expect(apart, 'the send button does not cover the code').toBe(true);
}
