// @vitest-environment node
// Issue 28, item 5: the studio names a problem's place in words, a widget by its title, not its type.
import { describe, expect, it } from 'vitest';
import { placeInWords } from './names.ts';

const titles = new Map([['GameGrid', 'Game grid']]);
const chinese: Record<string, string> = {
  Screens: '页面',
  Main: '主区域',
  'Game grid': '游戏列表',
  'Games per page': '每页游戏数',
};

describe('placeInWords', () => {
  it('says each step in the studio’s language and a widget by its title, keeping its number', () => {
    const trail = 'Screens › home › Main › GameGrid #1 › Games per page';
    expect(placeInWords(trail, (text) => chinese[text] ?? text, titles)).toBe(
      '页面 › home › 主区域 › 游戏列表 #1 › 每页游戏数',
    );
    expect(placeInWords(trail, (text) => text, titles)).toBe('Screens › home › Main › Game grid #1 › Games per page');
  });

  it('leaves an item that names no known widget as the CLI wrote it', () => {
    expect(placeInWords('Menus › Side › Item #2', (text) => text, titles)).toBe('Menus › Side › Item #2');
    expect(placeInWords('Main › Unknown #3', (text) => text, titles)).toBe('Main › Unknown #3');
  });
});
