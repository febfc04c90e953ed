import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import {
  accountsPlatform,
  failWith,
  type AccountRoutes,
  givePublicKey,
} from '../../../tests/support/accountsPlatform.ts';
import FeedbackForm from './FeedbackForm.tsx';
import { schema } from './schema.ts';

const member = { id: '1', account: 'demo_member', type: 0, currencySymbol: 'RM' };
const png = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const PAST = {
  list: [
    { id: 'F-2', content: 'Please add more slot games from PG.', images: 0, createdAt: '2026-11-21T10:00:00Z' },
    {
      id: 'F-1',
      content: 'The deposit page does not load on my phone.',
      remark: 'Android 14',
      images: 2,
      createdAt: '2026-11-20T10:00:00Z',
      reply: 'Thank you, it is fixed. <b>no html</b>',
      repliedAt: '2026-11-21T09:00:00Z',
    },
  ],
  pageNo: 1,
  totalPages: 1,
};

async function setup(routes: AccountRoutes = {}, language = 'EN') {
  const platform = await accountsPlatform({
    walletBalance: okReply({ balance: '1250.50', currencySymbol: 'RM' }),
    feedbackList: okReply(PAST),
    feedback: okReply({ message: 'Thank you for your feedback (reference F-3).' }),
    ...routes,
  });
  const result = await renderWidget(<FeedbackForm {...widgetProps(schema)} />, {
    member,
    adapter: platform.adapter,
    language,
  });
  givePublicKey(result.engine, platform);
  return { ...result, platform, sent: () => platform.seen.filter((call) => call.name === 'feedback') };
}

describe('FeedbackForm (MC-20, VAL-17..VAL-19, issue 16)', () => {
  it('sends content, remark and two images as one multipart request with a key, then clears the form', async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    await user.type(screen.getByLabelText('Your feedback'), 'The deposit page does not load on my phone.');
    await user.type(screen.getByLabelText('Remark (optional)'), 'Android 14');
    await user.upload(screen.getByLabelText(/^Images/), [png('one.png'), png('two.png')]);
    expect(screen.getByRole('button', { name: 'Remove one.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove two.png' })).toBeInTheDocument();
    // Previews as data: URLs (the site's Content-Security-Policy allows data: images, not blob:).
    expect(await screen.findByRole('img', { name: 'Preview of two.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(
      await screen.findByText('Thank you! Your feedback was sent; our reply will appear below.'),
    ).toBeInTheDocument();
    const form = sent()[0]!.wire as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('content')).toBe('The deposit page does not load on my phone.');
    expect(form.get('remark')).toBe('Android 14');
    expect((form.getAll('images') as File[]).map((file) => file.name)).toEqual(['one.png', 'two.png']);
    expect(form.get('idempotencyKey')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByLabelText('Your feedback')).toHaveValue('');
    expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
  });

  it('refuses a wrong type, a file over 5 MB and a fourth image before anything is sent; a removed image leaves room (VAL-19)', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { sent } = await setup({}, 'MY');
    const picker = screen.getByLabelText(/^Imej/);
    await user.upload(picker, [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })]);
    expect(await screen.findByText('cat.gif bukan imej PNG atau JPEG.')).toBeInTheDocument();
    await user.upload(picker, [png('huge.png', 5 * 1024 * 1024 + 1)]);
    expect(await screen.findByText('huge.png melebihi 5 MB.')).toBeInTheDocument();
    await user.upload(picker, [png('a.png'), png('b.png'), png('c.png'), png('d.png')]);
    expect(await screen.findByText('Paling banyak 3 imej boleh dilampirkan.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Buang/ })).toHaveLength(3);
    expect(picker).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Buang b.png' }));
    expect(picker).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Buang/ })).toHaveLength(2);
    expect(sent()).toHaveLength(0);
  });

  it('keeps content within its bounds and the remark to 140 characters (VAL-17, VAL-18)', async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    await user.type(screen.getByLabelText('Your feedback'), '   short  ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Please write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Remark (optional)')).toHaveAttribute('maxLength', '140');
    expect(screen.getByLabelText('Your feedback')).toHaveAttribute('maxLength', '500');
    expect(sent()).toHaveLength(0);
  });

  it('refuses what the platform’s text rule refuses, under the field, before sending (issue 24 item 8, issue 25 item 4)', async () => {
    const user = userEvent.setup();
    const { sent } = await setup();
    // Eleven NUL characters pass a count of characters, not the contract's rule for a text.
    fireEvent.change(screen.getByLabelText('Your feedback'), { target: { value: '\u0000'.repeat(11) } });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const words = 'Your feedback: please remove the character U+0000 (a control or text-direction character).';
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Your feedback')).toHaveAccessibleDescription(expect.stringContaining(words));
    expect(sent()).toHaveLength(0);
  });

  it('the platform’s refusal of the remark by its rule is said under the remark in the player’s language', async () => {
    const user = userEvent.setup();
    await setup(
      { feedback: failWith(400, 'VALIDATION_FAILED', { field: 'remark', rule: 'maxLength', limit: 140 }) },
      'MY',
    );
    await user.type(screen.getByLabelText('Maklum balas anda'), 'Halaman deposit tidak dimuatkan di telefon saya.');
    await user.click(screen.getByRole('button', { name: 'Hantar maklum balas' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Catatan paling banyak 140 aksara.');
    expect(screen.getByLabelText(/^Catatan/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Platform words.')).toBeNull();
  });

  it('a refusal from the platform is shown in place and keeps what was typed and attached', async () => {
    const user = userEvent.setup();
    await setup({ feedback: failWith(500, 'UNKNOWN') });
    await user.type(screen.getByLabelText('Your feedback'), 'The deposit page does not load on my phone.');
    await user.upload(screen.getByLabelText(/^Images/), [png('one.png')]);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toHaveValue('The deposit page does not load on my phone.');
    expect(screen.getByRole('button', { name: 'Remove one.png' })).toBeInTheDocument();
  });

  it("lists past feedback with the operator's reply as text, and one still waiting (MC-20)", async () => {
    await setup();
    const past = await screen.findByRole('region', { name: 'Your past feedback' });
    const answered = (await within(past).findByText('The deposit page does not load on my phone.')).closest('li')!;
    expect(within(answered).getByText('Thank you, it is fixed. <b>no html</b>')).toBeInTheDocument();
    expect(within(answered).getByText(/2 image\(s\)/)).toBeInTheDocument();
    const waiting = within(past).getByText('Please add more slot games from PG.').closest('li')!;
    expect(within(waiting).getByText('Waiting for a reply')).toBeInTheDocument();
    await waitFor(() => expect(within(past).getAllByRole('listitem')).toHaveLength(2));
  });
});
