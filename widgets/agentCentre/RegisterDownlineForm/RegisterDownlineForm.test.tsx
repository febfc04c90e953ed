import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { isEncryptedPayload } from '../../../engine/api/crypto.ts';
import { failReply, okReply, type FakeReply } from '../../../tests/support/fakePlatform.ts';
import { accountsPlatform, givePublicKey } from '../../../tests/support/accountsPlatform.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import RegisterDownlineForm from './RegisterDownlineForm.tsx';

const agent = { id: '2', account: 'demo_agent', type: 1, currencySymbol: 'RM' };

/** The platform with its key: the first password travels encrypted (CALL-116). */
async function setup(reply: FakeReply, props: { allowSubAgents: boolean } = { allowSubAgents: true }) {
  const platform = await accountsPlatform({ registerDownline: () => reply });
  const result = await renderWidget(<RegisterDownlineForm {...props} />, { member: agent, adapter: platform.adapter });
  givePublicKey(result.engine, platform);
  return { platform, sent: () => platform.seen.filter((call) => call.name === 'registerDownline') };
}

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, password: string, confirm = password) {
  await user.type(screen.getByLabelText('Account name'), name);
  await user.type(screen.getByLabelText('First password'), password);
  await user.type(screen.getByLabelText('Confirm first password'), confirm);
}

describe('RegisterDownlineForm (AG-03, issue 17)', () => {
  it('checks the name and passwords as the register form does, sending nothing until they are right', async () => {
    const user = userEvent.setup();
    const { sent } = await setup(okReply(calls.registerDownline.response.examples[0]));
    await fill(user, 'newdown', 'first123', 'first124');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(screen.getByLabelText('Confirm first password')).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toHaveLength(0);
  });

  it('opens a sub-agent and says the downline chooses a password at first login; the form empties for the next', async () => {
    const user = userEvent.setup();
    const { sent } = await setup(okReply({ memberId: 'U9', userName: 'newdown', kind: 'agent' }));
    await user.selectOptions(screen.getByLabelText('Account type'), 'agent');
    await fill(user, 'newdown', 'first123');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText(/newdown is open/)).toBeInTheDocument();
    expect(screen.getByLabelText('Account name')).toHaveValue('');
    expect(sent()).toHaveLength(1);
    expect(isEncryptedPayload(sent()[0]!.wire)).toBe(true);
    expect(sent()[0]!.body).toMatchObject({ username: 'newdown', password: 'first123', kind: 'agent' });
  });

  it('a taken name is said plainly and what was typed stays', async () => {
    const user = userEvent.setup();
    await setup(failReply(409, 'USERNAME_TAKEN', 'This username is already taken.'), { allowSubAgents: false });
    expect(screen.queryByLabelText('Account type')).toBeNull();
    await fill(user, 'takenone', 'first123');
    await user.click(screen.getByRole('button', { name: 'Open account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account name is already taken: choose another.');
    expect(screen.getByLabelText('Account name')).toHaveValue('takenone');
  });
});
