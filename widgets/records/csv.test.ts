// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { allPages, csvCell, toCsv } from './csv.ts';

describe('CSV export of a whole report (AG-04..08, DESIGN §3d)', () => {
  it('quotes commas, quotes and line breaks, and defuses formulas but not negative amounts', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-20.00')).toBe('-20.00');
    expect(csvCell(null)).toBe('');
    expect(toCsv(['Account', 'Amount'], [['张三', '10.00']])).toBe('\uFEFFAccount,Amount\r\n张三,10.00\r\n');
  });

  it('reads every page, in order, until the last one the platform names', async () => {
    const asked: number[] = [];
    const progress: string[] = [];
    const rows = await allPages(
      async (pageNo) => {
        asked.push(pageNo);
        return { list: [`row ${pageNo}a`, `row ${pageNo}b`], totalPages: 3 };
      },
      (done, of) => progress.push(`${done}/${of}`),
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(rows).toEqual(['row 1a', 'row 1b', 'row 2a', 'row 2b', 'row 3a', 'row 3b']);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(await allPages(async () => ({ list: [], totalPages: 0 }))).toEqual([]);
  });
});
