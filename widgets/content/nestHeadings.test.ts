// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nestHeadings } from './nestHeadings.ts';

describe('nestHeadings', () => {
  it('moves the highest heading of platform HTML to the given level, keeping the others’ distance', () => {
    expect(nestHeadings('<h4>Terms</h4><p>x</p><h5 class="a">More</h5>', 3)).toBe(
      '<h3>Terms</h3><p>x</p><h4 class="a">More</h4>',
    );
    expect(nestHeadings('<H1>Top</H1><h6>deep</h6>', 3)).toBe('<h3>Top</h3><h6>deep</h6>');
  });

  it('leaves HTML without headings, and nothing, alone', () => {
    expect(nestHeadings('<p>hello</p>', 3)).toBe('<p>hello</p>');
    expect(nestHeadings(undefined, 3)).toBeUndefined();
  });
});
