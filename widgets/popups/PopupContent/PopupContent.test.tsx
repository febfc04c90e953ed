import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { byName, fakePlatform, okReply, type FakeRequest } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { schema } from './schema.ts';

const POPUPS = {
  A: [
    {
      id: 'pa1',
      title: 'Welcome aboard',
      content: '<p>Your first deposit doubles</p><script>window.__popupRan = 1</script>',
      execution: 'A',
    },
  ],
  B: [{ id: 'pb1', title: 'Welcome, visitor', content: '<p>Sign up today</p>', execution: 'B' }],
};

async function openPopup(params: Record<string, unknown>, props: Record<string, unknown> = {}) {
  const platform = fakePlatform(
    byName({
      announcements: (request: FakeRequest) =>
        okReply({ popup: POPUPS[(request.params as { execution: 'A' | 'B' }).execution] }),
    }),
  );
  const dialogs = {
    popup: { title: 'Notice', slots: { main: [{ widget: 'PopupContent', props: widgetProps(schema, props) }] } },
  };
  const { engine } = await renderWidget(<></>, {
    brand: { dialogs, constants: { modalOpenDelayMs: 0 } },
    adapter: platform.adapter,
  });
  act(() => engine.dialogs.getState().open('popup', params));
  return { dialog: await screen.findByRole('dialog', { name: 'Notice' }), platform };
}

describe('PopupContent (POPUP-05)', () => {
  it('shows the popup the dialog was opened for, of its execution type, with its HTML sanitized', async () => {
    const { dialog, platform } = await openPopup({ id: 'pa1', execution: 'A' });
    expect(await within(dialog).findByRole('heading', { name: 'Welcome aboard' })).toBeInTheDocument();
    expect(within(dialog).getByText('Your first deposit doubles')).toBeInTheDocument();
    expect(dialog.querySelector('script')).toBeNull();
    expect((window as { __popupRan?: number }).__popupRan).toBeUndefined();
    expect(platform.seen[0]!.params).toMatchObject({ types: 'PU', execution: 'A' });
  });

  it('shows no title when the brand turns it off', async () => {
    const first = await openPopup({ id: 'pb1', execution: 'B' }, { showTitle: false });
    expect(await within(first.dialog).findByText('Sign up today')).toBeInTheDocument();
    expect(within(first.dialog).queryByRole('heading', { name: 'Welcome, visitor' })).toBeNull();
  });

  it('a popup no longer listed shows the spec’s no data rather than an empty dialog', async () => {
    const { dialog } = await openPopup({ id: 'gone', execution: 'B' });
    expect(await within(dialog).findByText(/no data/i)).toBeInTheDocument();
  });
});
