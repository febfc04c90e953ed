import { isRecord } from '../core/util/isRecord.ts';

type Node = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const entries = (value: unknown): [string, unknown][] => (isRecord(value) ? Object.entries(value) : []);

/** Widget nodes of every slot that can open a dialog: layout, screens, dialogs, and their centre pages. */
export function widgetNodesOf(brand: Node): Array<{ pointer: string; node: Node }> {
  const nodes: Array<{ pointer: string; node: Node }> = [];
  const slotNodes = (slots: unknown, pointer: string) => {
    for (const [slot, items] of entries(slots)) {
      list(items).forEach(
        (node, index) => isRecord(node) && nodes.push({ pointer: `${pointer}/${slot}/${index}`, node }),
      );
    }
  };
  slotNodes(brand.layout, '/layout');
  for (const part of ['screens', 'dialogs'] as const) {
    for (const [id, host] of entries(brand[part])) {
      if (!isRecord(host)) continue;
      slotNodes(host.slots, `/${part}/${id}/slots`);
      list(host.pages).forEach(
        (page, index) => isRecord(page) && slotNodes(page.slots, `/${part}/${id}/pages/${index}/slots`),
      );
    }
  }
  return nodes;
}
