import type { WidgetStudio } from '../../engine/react/defineWidgetStudio.ts';
import { centreKindOf, placeOfSlot, type SlotPlace } from '../../schemas/brand/slots.ts';
import type { SchemaWords } from '../schema/schemaWords.ts';
import type { WidgetInfo } from '../schema/sections.ts';
import { getAt, type Path } from './inheritance.ts';

/** One card of the gallery: a widget that fits the slot, in plain words, and what it arrives with. */
export interface GalleryCard {
  type: string;
  title: string;
  /** One line in plain words: the schema's description without its spec codes, cut at its first clause. */
  summary: string;
  /** The spec codes the description named (HOME-01, CALL-53 …), for the details line. */
  codes: string[];
  /** The slot item it is added as: valid as it arrives. */
  node: { widget: string; props?: Record<string, unknown> };
}

/** A spec code: HOME-01, CALL-110..115, VAL-01..VAL-03, ENT-07/08. */
const CODE = /\b[A-Z][A-Z0-9]*-\d+(?:\.\.(?:[A-Z]+-)?\d+|\/\d+)?\b/g;

/** The same, to test one piece of text (a global pattern's test() would carry its position over). */
const HAS_CODE = new RegExp(CODE.source);
/** What else marks a parenthesis as the spec's rather than the operator's: a flag (MANPLAYREB3), a page identifier (messageV2), a key path (menus.bottom). */
const SPEC_WORD = /\b[A-Z]{6,}\d*\b|^\s*\([a-z]+[A-Z]\w*\)$|\b[a-z]+\.[a-z]+\b|\b[a-z]+[A-Z]\w*\s+[A-Z]{4,}\b/;

/** The spec codes a description names, each once, in order. */
export function codesOf(description: string): string[] {
  return [...new Set(description.match(CODE) ?? [])];
}

/**
 * A widget's description as one line an operator reads: parentheses that hold spec codes or a
 * flag or a page's identifier go, a leading code goes, and the line ends at its first sentence, or
 * at its first colon, semicolon or dash when what comes before says enough on its own.
 */
export function summaryOf(description: string): string {
  let text = description
    .replace(/\s*\([^()]*\)/g, (group) => (HAS_CODE.test(group) || SPEC_WORD.test(group) ? '' : group))
    .replace(new RegExp(`^(?:${CODE.source}[,\\s]*)+(?:[:—-]\\s*)?`), '')
    .replace(CODE, '')
    .replace(/\s+([,.;:])/g, '$1')
    .replace(/([,;:])(?=[,.;:])/g, '')
    .trim();
  const sentence = /^(.+?[.!?])(?:\s|$)/.exec(text)?.[1] ?? text;
  const clause = /^(.+?)(?:[:;]| —)\s/.exec(sentence)?.[1];
  text = clause && clause.split(/\s+/).length >= 3 ? `${clause}.` : sentence;
  text = text.replace(/[,:;]?\s*$/, '').replace(/([^.!?])$/, '$1.');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The kind of slot at a path of the brand: a screen's or dialog's slots are a centre's when it has pages, the agent's when only agents open it. */
export function placeAt(merged: unknown, path: Path): SlotPlace | undefined {
  const host = path.length >= 2 ? getAt(merged as never, [path[0]!, path[1]!]) : undefined;
  return placeOfSlot(path, centreKindOf(host));
}

/** The widgets that fit a kind of slot, by title, each with its preset, in the words of a language (English without). */
export function galleryFor(
  place: SlotPlace | undefined,
  infos: readonly WidgetInfo[],
  studios: Readonly<Record<string, WidgetStudio>>,
  words?: SchemaWords,
): GalleryCard[] {
  if (!place) return [];
  const say = (text: string) => words?.texts[text] ?? text;
  const collator = new Intl.Collator(words?.locale ?? 'en');
  return infos
    .filter((info) => studios[info.type]?.places.includes(place))
    .map((info) => {
      const { preset } = studios[info.type]!;
      return {
        type: info.type,
        title: say(info.title),
        summary: say(summaryOf(info.description)),
        codes: codesOf(info.description),
        node: Object.keys(preset).length
          ? { widget: info.type, props: structuredClone(preset) as Record<string, unknown> }
          : { widget: info.type },
      };
    })
    .sort((a, b) => collator.compare(a.title, b.title));
}
