import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StudioError, type SavedVersion, type StudioApi } from './api.ts';
import { HistoryPanel } from './HistoryPanel.tsx';
import { TEXTS } from './texts.ts';

// Issue 28, item 8: the last saves, what each changed in the form's words, and a restore asked twice.
const SAVES: SavedVersion[] = [
  {
    entry: '20261129T031500000Z-bbbbbbbbbbbbbbbbbbbbbb',
    savedAt: '2026-11-29T03:15:00.000Z',
    version: 'bbbbbbbbbbbbbbbbbbbbbb',
    changes: ['Brand name: Aurora → Aurora Nights'],
  },
  {
    entry: '20261129T031000000Z-aaaaaaaaaaaaaaaaaaaaaa',
    savedAt: '2026-11-29T03:10:00.000Z',
    version: 'aaaaaaaaaaaaaaaaaaaaaa',
    changes: ['Theme › Colours › Primary: #e0b243 → #ff0000'],
  },
];

function panel(restore: StudioApi['restore'], onRestored = vi.fn(async () => {})) {
  const api = { history: vi.fn(async () => ({ saves: SAVES })), restore } as unknown as StudioApi;
  render(
    <HistoryPanel
      id="st-history"
      api={api}
      brandId="aurora"
      version="current-version-of-22"
      opened={{ id: 'aurora' }}
      dirty
      texts={TEXTS.en}
      language="en"
      onRestored={onRestored}
    />,
  );
  return { onRestored };
}

describe('the history panel (issue 28, item 8)', () => {
  it('lists the saves, newest first, each with what it changed', async () => {
    panel(vi.fn());
    const region = screen.getByRole('region', { name: 'Saved versions' });
    const items = await within(region).findAllByRole('listitem');
    const saves = items.filter((item) => item.parentElement?.tagName === 'OL');
    expect(saves).toHaveLength(2);
    expect(within(saves[0]!).getByRole('heading', { level: 3 })).toHaveTextContent(/^Before the save of .*2026/);
    expect(saves[0]).toHaveTextContent('Brand name: Aurora → Aurora Nights');
    expect(saves[1]).toHaveTextContent('Theme › Colours › Primary: #e0b243 → #ff0000');
  });

  it('restores only once the operator confirms, then lets the studio reopen the brand', async () => {
    const restore = vi.fn(async () => ({ version: 'x', text: '{}' }));
    const { onRestored } = panel(restore);
    const [newest] = await screen.findAllByRole('button', { name: 'Restore this version' });
    await userEvent.click(newest!);
    expect(restore).not.toHaveBeenCalled();
    expect(screen.getByRole('group')).toHaveTextContent('Your unsaved edits in the form will be dropped.');
    expect(screen.getByRole('button', { name: 'Yes, restore it' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Restore this version' })[0]).toHaveFocus();

    await userEvent.click(screen.getAllByRole('button', { name: 'Restore this version' })[1]!);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, restore it' }));
    expect(restore).toHaveBeenCalledWith('aurora', SAVES[1]!.entry, {
      version: 'current-version-of-22',
      opened: { id: 'aurora' },
    });
    expect(onRestored).toHaveBeenCalledOnce();
  });

  it('says what changed on disk when the file moved on meanwhile, and restores nothing', async () => {
    const restore = vi.fn(async () => {
      throw new StudioError('changed', 409, { changes: ['Brand name: Aurora → Elsewhere'] });
    });
    const { onRestored } = panel(restore);
    await userEvent.click((await screen.findAllByRole('button', { name: 'Restore this version' }))[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, restore it' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file changed on disk since you opened it.');
    expect(alert).toHaveTextContent('Brand name: Aurora → Elsewhere');
    expect(onRestored).not.toHaveBeenCalled();
  });
});
