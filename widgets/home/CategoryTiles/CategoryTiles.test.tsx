import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWidget } from '../../../tests/support/renderWidget.tsx';
import { widgetProps } from '../../../engine/react/defineWidget.ts';
import CategoryTiles from './CategoryTiles.tsx';
import { schema } from './schema.ts';

const tiles = [
  { label: 'menu.slots', to: '/#games', icon: 'dice' as const },
  { label: 'menu.live', to: '/live', icon: 'live' as const },
  { label: 'Bingo night', to: 'https://bingo.example.com' },
  { label: 'Evil', to: 'javascript:alert(1)' },
];

describe('CategoryTiles', () => {
  it('renders one named link per safe tile, translating keys', async () => {
    await renderWidget(<CategoryTiles {...widgetProps(schema, { tiles })} />);
    const nav = screen.getByRole('navigation', { name: 'Game categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Slots', 'Live casino', 'Bingo night']);
    expect(links[1]).toHaveAttribute('href', '/live');
  });

  it('sets the column count from the brand, 4 by default', async () => {
    const { container, unmount } = await renderWidget(
      <CategoryTiles {...widgetProps(schema, { tiles, columns: 3 })} />,
    );
    expect((container.querySelector('ul') as HTMLElement).style.getPropertyValue('--lv-tiles-columns')).toBe('3');
    unmount();
    const second = await renderWidget(<CategoryTiles {...widgetProps(schema, { tiles })} />);
    expect((second.container.querySelector('ul') as HTMLElement).style.getPropertyValue('--lv-tiles-columns')).toBe(
      '4',
    );
  });

  it('renders nothing without tiles', async () => {
    const { container } = await renderWidget(<CategoryTiles {...widgetProps(schema, { tiles: [] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
