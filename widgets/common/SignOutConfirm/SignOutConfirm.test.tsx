import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failReply, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { TOKEN_STORAGE_KEY } from '../../../engine/api/tokenStorage.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { useLocation } from '../../../engine/react/navigation.tsx';
import { callRoutes } from '../../../schemas/generated/callRoutes.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import SignOutConfirm from './SignOutConfirm.tsx';
import { schema } from './schema.ts';

function Where() {
  return <output aria-label="location">{useLocation().pathname}</output>;
}

const member = { id: '1', account: 'amy', type: 0 };

/** Waits until the router is at `path`: the sign-out goes home only once the platform has answered. */
const expectLocation = (path: string) =>
  waitFor(() => expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(new RegExp(`^${path}$`)));

async function signOutWith(reply: ReturnType<typeof okReply>) {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
  sessionStorage.setItem('merchantCode', 'AUR01');
  const platform = fakePlatform({ [callRoutes.logout.path]: reply });
  const result = await renderWidget(
    <>
      <SignOutConfirm {...widgetProps(schema)} />
      <Where />
    </>,
    { member, route: '/member', adapter: platform.adapter },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
  return { ...result, platform };
}

describe('SignOutConfirm (AUTH-16, HEADER-03)', () => {
  it('asks first; confirming tells the platform, clears the session but the merchant code, and goes home', async () => {
    const { engine, platform } = await signOutWith(okReply(null));
    await expectLocation('/');
    expect(platform.seen.map((request) => request.path)).toEqual([callRoutes.logout.path]);
    expect(engine.session.getState().isLogin).toBe(false);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe('AUR01');
  });

  it('signs out even when the platform fails', async () => {
    const { engine } = await signOutWith(failReply(500, 'UNKNOWN'));
    await expectLocation('/');
    expect(engine.session.getState().isLogin).toBe(false);
  });

  it('staying signed in changes nothing', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'tok');
    const { engine } = await renderWidget(<SignOutConfirm {...widgetProps(schema)} />, { member });
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(engine.session.getState().isLogin).toBe(true);
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('tok');
  });
});
