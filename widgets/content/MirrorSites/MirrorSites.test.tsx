import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { byName, fakePlatform, okReply } from '../../../tests/support/fakePlatform.ts';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import MirrorSites from './MirrorSites.tsx';
import { schema } from './schema.ts';

describe('MirrorSites (MC-23, issue 16)', () => {
  it('lists the mirrors to open or copy; an address that is not http(s) is never shown', async () => {
    const user = userEvent.setup();
    const platform = fakePlatform(
      byName({ mirrorSites: okReply([{ url: 'https://a-1.example.com' }, { url: 'javascript:alert(1)' }]) }),
    );
    await renderWidget(<MirrorSites {...widgetProps(schema)} />, { adapter: platform.adapter });
    expect(await screen.findByText('https://a-1.example.com')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open https://a-1.example.com in a new tab' })).toHaveAttribute(
      'href',
      'https://a-1.example.com',
    );
    expect(screen.queryByText(/javascript:/)).toBeNull();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(screen.getByRole('button', { name: 'Copy https://a-1.example.com' }));
    expect(writeText).toHaveBeenCalledWith('https://a-1.example.com');
    expect(await screen.findByText('Copied: https://a-1.example.com')).toBeInTheDocument();
  });

  it("says when there is none, in the player's language", async () => {
    const platform = fakePlatform(byName({ mirrorSites: okReply([]) }));
    await renderWidget(<MirrorSites {...widgetProps(schema)} />, { adapter: platform.adapter, language: 'CN' });
    expect(await screen.findByText('目前没有备用网址。')).toBeInTheDocument();
  });
});
