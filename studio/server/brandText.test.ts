// @vitest-environment node
// Issue 28, item 8: a save writes only what changed, in the file's own layout and key order.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fullText, operationsBetween, savedText } from './brandText.ts';

type Doc = Record<string, unknown> & {
  theme: { colors: Record<string, string> };
  menus: { side: Record<string, unknown>[] };
  footer: { social: unknown[]; vendors: string[] };
  screens: Record<string, { slots: { main: Record<string, unknown>[] } }>;
};

const textOf = (id: string) => readFileSync(`brands/${id}/brand.json`, 'utf8');
const edit = (text: string, change: (doc: Doc) => void) => {
  const document = JSON.parse(text) as Doc;
  change(document);
  return document;
};

/** The lines a change took out of the file and the lines it put in (the common start and end left aside). */
function changedLines(before: string, after: string): { removed: string[]; added: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  return { removed: a.slice(start, a.length - end), added: b.slice(start, b.length - end) };
}

/** A slot of the brand with two widgets or more. */
const aSlot = (doc: Doc) =>
  Object.values(doc.screens).find((screen) => (screen.slots?.main?.length ?? 0) > 1)!.slots.main;

describe('a save of the form writes only what changed (issue 28, item 8)', () => {
  // Each edit of aurora, and the lines of the file it takes out and puts in: nothing else moves.
  const CASES: { name: string; change: (doc: Doc) => void; removed: string[]; added: string[] }[] = [
    {
      name: 'a colour changes one line of brand.json',
      change: (doc) => (doc.theme.colors.primary = '#ff0000'),
      removed: ['      "primary": "#e0b243",'],
      added: ['      "primary": "#ff0000",'],
    },
    {
      name: 'nested edits in one-line menu items keep those lines’ layout and every key in its place',
      change: (doc) => {
        doc.menus.side[2]!.label = 'menu.club';
        delete doc.menus.side[3]!.when;
      },
      removed: [
        '      { "id": "vip", "label": "menu.vip", "to": "/member?page=securityCenter", "icon": "crown", "when": { "session": ["visitor", "member", "agent"] } },',
        '      { "id": "rebate", "label": "menu.rebate", "to": "/member?page=manualRebate", "icon": "coins", "when": { "flags": ["MANPLAYREB3"], "session": ["visitor", "member", "agent"] } },',
      ],
      added: [
        '      { "id": "vip", "label": "menu.club", "to": "/member?page=securityCenter", "icon": "crown", "when": { "session": ["visitor", "member", "agent"] } },',
        '      { "id": "rebate", "label": "menu.rebate", "to": "/member?page=manualRebate", "icon": "coins" },',
      ],
    },
    {
      name: 'a widget added to a slot is one new line laid out like its neighbours',
      change: (doc) => doc.screens.home!.slots.main.push({ widget: 'WinnerBoard' }),
      removed: ['          { "widget": "PublicPopups" }'],
      added: ['          { "widget": "PublicPopups" },', '          { "widget": "WinnerBoard" }'],
    },
    {
      name: 'a removed list item is one line less',
      change: (doc) => doc.footer.social.splice(1, 1),
      removed: ['      { "kind": "FACEBOOK", "url": "https://facebook.com/aurora" },'],
      added: [],
    },
    {
      name: 'a removed key leaves no empty line',
      change: (doc) => delete (doc.footer as Partial<Doc['footer']>).vendors,
      removed: ['    ],', '    "vendors": ["PG", "PT", "JDB", "CQ9", "JL"]'],
      added: ['    ]'],
    },
    {
      name: 'a new key goes last in its object, indented like its siblings',
      change: (doc) => (doc.theme.colors.link = '#80b0ff'),
      removed: ['      "focus": "#ffd166"'],
      added: ['      "focus": "#ffd166",', '      "link": "#80b0ff"'],
    },
  ];

  it.each(CASES)('$name', ({ change, removed, added }) => {
    const before = textOf('aurora');
    const document = edit(before, change);
    const saved = savedText(before, JSON.parse(before), document);
    expect(saved.rewritten).toBe(false);
    expect(JSON.parse(saved.text)).toEqual(document);
    expect(changedLines(before, saved.text)).toEqual({ removed, added });
    expect(Object.keys(JSON.parse(saved.text) as object)).toEqual(Object.keys(document));
  });

  it('never falls back to writing the whole file for the usual edits, in every brand', () => {
    const edits: ((doc: Doc) => void)[] = [
      (doc) => (doc.name = 'Renamed'),
      (doc) => (doc.theme.colors.primary = '#123456'),
      (doc) => delete (doc as Partial<Doc>).theme,
      (doc) => (doc.hosts = [...((doc.hosts as string[] | undefined) ?? []), 'new.example.com']),
      (doc) => {
        aSlot(doc).reverse();
      },
      (doc) => {
        const main = aSlot(doc);
        main.splice(0, 1);
        main.push({ widget: 'WinnerBoard', props: { columns: 2 } });
      },
      (doc) => (doc.screens.extra = { slots: { main: [{ widget: 'WinnerBoard' }] } }),
      (doc) => (doc.flags = {}),
    ];
    for (const id of ['aurora', 'base', 'jade']) {
      const before = textOf(id);
      for (const change of edits) {
        const after = edit(before, (doc) => {
          doc.theme ??= { colors: {} };
          doc.screens ??= {};
          change(doc);
        });
        const saved = savedText(before, JSON.parse(before), after);
        expect(saved.rewritten, `${id}: ${change.toString()}`).toBe(false);
        expect(JSON.parse(saved.text)).toEqual(after);
      }
    }
  });

  it('writes the document whole only when its edits cannot be placed (a file that is not JSON)', () => {
    const saved = savedText('{ "id": "aurora", oops }', { id: 'aurora' }, { id: 'aurora', name: 'A' });
    expect(saved).toEqual({ text: fullText({ id: 'aurora', name: 'A' }), rewritten: true });
  });

  it('changes list items in place, then adds or removes the rest', () => {
    expect(operationsBetween({ list: [1, 2, 3, 4] }, { list: [1, 9, 4] })).toEqual([
      { kind: 'set', path: ['list', 1], value: 9 },
      { kind: 'remove', path: ['list', 2] },
    ]);
    expect(operationsBetween({ list: [{ widget: 'A', props: { x: 1 } }] }, { list: [{ widget: 'B' }] })).toEqual([
      { kind: 'set', path: ['list', 0], value: { widget: 'B' } },
    ]);
  });
});
