import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWidget } from '../../test-utils.tsx';
import CategoryTiles from './CategoryTiles.tsx';

const tiles = [
  { label: 'menu.slots', to: '/#games', icon: 'dice' as const },
  { label: 'menu.live', to: '/live', icon: 'live' as const },
  { label: 'Bingo night', to: 'https://bingo.example.com' },
  { label: 'Evil', to: 'javascript:alert(1)' },
];

describe('CategoryTiles', () => {
  it('renders one named link per safe tile, translating keys', async () => {
    await renderWidget(<CategoryTiles tiles={tiles} />);
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Slots', 'Live casino', 'Bingo night']);
    expect(links[1]).toHaveAttribute('href', '/live');
  });

  it('sets the column count, clamped to 2–6', async () => {
    const { container, unmount } = await renderWidget(<CategoryTiles tiles={tiles} columns={3} />);
    expect((container.querySelector('ul') as HTMLElement).style.getPropertyValue('--lv-tiles-columns')).toBe('3');
    unmount();
    const second = await renderWidget(<CategoryTiles tiles={tiles} columns={9} />);
    expect((second.container.querySelector('ul') as HTMLElement).style.getPropertyValue('--lv-tiles-columns')).toBe('6');
  });

  it('renders nothing without tiles', async () => {
    const { container } = await renderWidget(<CategoryTiles tiles={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
