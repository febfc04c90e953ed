import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { byName, fakePlatform, failReply, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { calls } from '../../../schemas/api/index.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import ReferralInvite, { invitationLink } from './ReferralInvite.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const example = calls.referralSummary.response.examples[0];

async function setup(reply = okReply(example), language = 'EN') {
  const platform = fakePlatform(
    byName({ referralSummary: reply, walletBalance: okReply({ balance: '10.00', currencySymbol: 'RM' }) }),
  );
  return renderWidget(<ReferralInvite {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language,
    route: '/member?page=referral',
  });
}

describe('ReferralInvite (referral, MC-12, UNSPEC-71, issue 16)', () => {
  it('MC-12: shows the code and a link that opens registration with it, a QR code, and the friends with what they earned', async () => {
    await setup();
    expect(await screen.findByText('R7K2M9QX')).toBeInTheDocument();
    expect(screen.getByLabelText('Your invitation link')).toHaveValue(
      `${window.location.origin}/register?affiliate=R7K2M9QX`,
    );
    expect(screen.getByRole('img', { name: 'QR code of your invitation link' })).toBeInTheDocument();
    expect(
      screen.getByText(/You earn 10% of each friend's first deposit, up to RM\s?50\.00 per friend\./),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['f***1', 'l***y']);
    expect(within(rows[0]!).getByText(/15\.00/)).toBeInTheDocument();
    expect(screen.getByText(/2 friends, RM\s?15\.00 earned/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent('/register?affiliate=R7K2M9QX'),
    );
  });

  it('copies the link and says so; a refused clipboard says how to copy by hand', async () => {
    const user = userEvent.setup();
    await setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/register?affiliate=R7K2M9QX`);
    expect(
      await screen.findByText(`Copied: ${window.location.origin}/register?affiliate=R7K2M9QX`),
    ).toBeInTheDocument();
    writeText.mockRejectedValueOnce(new Error('denied'));
    document.execCommand = () => false;
    await user.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText('Could not copy. Select the text and copy it yourself.')).toBeInTheDocument();
  });

  it('keeps a development brand choice in the link, so it opens the same brand', () => {
    expect(invitationLink('http://localhost:8080', '?page=referral&brand=jade', '/register', 'affiliate', 'AB12')).toBe(
      'http://localhost:8080/register?affiliate=AB12&brand=jade',
    );
  });

  it("the platform failing says so in the player's language", async () => {
    await setup(failReply(500, 'SYSTEM_ERROR'), 'PT');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
