import { useState, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { useEngine } from '../../engine/react/context.tsx';
import { expect, waitFor, within } from 'storybook/test';
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

/** An RSA public key (SPKI) the story platform "has sent": SMS sends are encrypted (UNSPEC-20); nothing decrypts them here. */
const STORY_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEArXgFU+bseixXqGfsun8u/P7jDwyBTnAvXVd5du+qgGhlj5YX7/zQuDoM2ECn1r35U/tv0I2ZXtcuW2gV644FI4/v4XI6XhPfk6+253/i8m/W/UV5HIsZnhycHfdvDeck4MmU7X1i0Bmy1n+8TCXvlnhm6mRy9sHYoKdR2TDRnFR+LvEad27O/GE+zgjwVaAC1PhyVww+2ERERWDxMOD1WGWsjulaOi0sKPbngpRRX9KXjeSSybpFgEQR66lJ1KxWDv5wXKb3rOaOlzRYSFppzIoMiXsrYtTbVpHvvCYLTkUOOK9PeMncoHqutUwORc3ZT0twMU8pMyr8bSlJUfZBmQIDAQAB';

function PhoneFrame({ children }: { children: ReactNode }) {
  const { platform } = useEngine();
  useState(() => platform.setState({ publicKey: STORY_PUBLIC_KEY }));
  // A dialog's body on a 360 px phone: the dialog takes the screen's width, less its 16 px padding each side.
  return <div style={{ width: 360 - 2 * 16 }}>{children}</div>;
}

/** The form as a 360 px phone's dialog holds it, on a platform that takes encrypted SMS sends. */
export const onPhone: Decorator = (Story) => (
  <PhoneFrame>
    <Story />
  </PhoneFrame>
);

/**
 * Sends a code with `send` and, once it is sent (`sent`: the news under the field) and the button
 * waits (its longest text: "Hantar semula dalam …" in Malay), checks that the code input still shows a whole six-digit code in its own font and that
 * nothing of the row leaves the form (issue 26 item 1).
 */
export async function expectCodeRoom(
  send: HTMLElement,
  code: HTMLInputElement,
  click: (element: Element) => Promise<void>,
  sent: RegExp,
): Promise<void> {
  await click(send);
  // Sent: the news says so and the button waits (disabled, no longer busy sending).
  const form = code.closest('form')!;
  await waitFor(
    async () => {
      await expect(within(form).getByText(sent)).toBeVisible();
      await expect(send).toBeDisabled();
      await expect(send).not.toHaveAttribute('aria-busy', 'true');
    },
    { timeout: 5000 },
  );
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
  const frame = form.getBoundingClientRect();
  for (const part of [code, send]) {
    const box = part.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(frame.left);
    await expect(box.right).toBeLessThanOrEqual(frame.right + 0.5);
  }
  const codeBox = code.getBoundingClientRect();
  const sendBox = send.getBoundingClientRect();
  const apart = sendBox.left >= codeBox.right || sendBox.top >= codeBox.bottom || sendBox.bottom <= codeBox.top;
  await expect(apart, 'the send button does not cover the code').toBe(true);
}
