import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { GatewayError } from '../../api/errors.ts';
import { CallError } from './CallError.tsx';

const dialogs = { register: { title: 'Open an account', slots: { main: [] } } };
const trialMember = { id: '9', account: 'trial_1a2b', type: 4 };

describe('CallError', () => {
  it('ROLE-05: a trial account refused is told so in plain words with the way to a real account, never Retry', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    const refusal = new GatewayError({
      kind: 'trial',
      code: 'TRIAL_FORBIDDEN',
      status: 403,
      message: 'This is a trial account: please register or log in with a real account.',
    });
    await renderWidget(<CallError error={refusal} retry={retry} />, { brand: { dialogs }, member: trialMember });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Trial credit is for looking around: games, deposits and your account need a real account.',
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Create a real account' }));
    expect(await screen.findByRole('dialog', { name: 'Open an account' })).toBeInTheDocument();
    expect(retry).not.toHaveBeenCalled();
  });

  it('ROLE-05: the words are in the player’s language', async () => {
    await renderWidget(<CallError error={new GatewayError({ kind: 'trial', code: 'TRIAL_FORBIDDEN' })} />, {
      brand: { dialogs },
      member: trialMember,
      language: 'MY',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Kredit percubaan hanya untuk melihat-lihat');
    expect(screen.getByRole('button', { name: 'Daftar akaun sebenar' })).toBeInTheDocument();
  });

  it('a failure that may pass offers Retry', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    await renderWidget(<CallError error={new GatewayError({ kind: 'network' })} retry={retry} />);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("issue 27: a considered refusal (not in your team) says so in the platform's words, with no Retry that would meet it again", async () => {
    const refusal = new GatewayError({
      kind: 'rejected',
      code: 'NOT_FOUND',
      status: 200,
      message: 'Tiada akaun U1 dalam pasukan anda.',
    });
    await renderWidget(<CallError error={refusal} retry={vi.fn()} />, { language: 'MY' });
    expect(screen.getByRole('alert')).toHaveTextContent('Tiada akaun U1 dalam pasukan anda.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a server fault or a broken answer may pass: Retry', async () => {
    for (const error of [
      new GatewayError({ kind: 'unknown', status: 500 }),
      new GatewayError({ kind: 'malformed', status: 200 }),
    ]) {
      const { unmount } = await renderWidget(<CallError error={error} retry={vi.fn()} />);
      expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
      unmount();
    }
  });
});
