import createDOMPurify from 'dompurify';

/**
 * What an uploaded brand image really is, read from its bytes, never from its name or the type the
 * browser claims (issue 28, item 6): a `.png` that holds a web page is no picture, and an SVG that
 * runs a script on the site's own origin when opened by its address is no logo.
 */

export type ImageKind = 'png' | 'jpg' | 'webp' | 'gif' | 'ico' | 'svg';

/** How each kind is named in messages. */
export const KIND_NAMES: Record<ImageKind, string> = {
  png: 'PNG',
  jpg: 'JPEG',
  webp: 'WebP',
  gif: 'GIF',
  ico: 'ICO',
  svg: 'SVG',
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The prolog an SVG file may open with: a byte order mark, the XML declaration, comments, a doctype (an internal subset is svgProblems' to refuse). */
const SVG_START =
  /^\uFEFF?\s*(?:<\?xml\s[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*(?:\[[\s\S]*?\])?\s*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The kind of image the bytes hold, by their signature; undefined when they are none the site shows. */
export function imageKindOf(bytes: Buffer): ImageKind | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00])) return 'ico';
  if (SVG_START.test(bytes.subarray(0, 4096).toString('utf8'))) return 'svg';
  return undefined;
}

/** An address inside the drawing (#id) or a picture embedded in it: nothing is fetched from elsewhere. */
const INTERNAL_REF = /^\s*(#|data:image\/(png|jpeg|gif|webp);)/i;
/** url(…) in CSS that leads out of the drawing, and @import. */
const EXTERNAL_CSS = /url\(\s*['"]?\s*(?!#|data:image\/(png|jpeg|gif|webp);)|@import/i;
/** Elements that run code, embed other documents or change links as the drawing plays. */
const ACTIVE_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
const LINK_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);

let loaded: { purifier: ReturnType<typeof createDOMPurify>; parser: DOMParser } | undefined;

/** jsdom is loaded on the first SVG only: most uploads are pictures, and it takes a moment to start. */
async function tools() {
  if (!loaded) {
    const { JSDOM } = await import('jsdom');
    const { window } = new JSDOM('');
    loaded = { purifier: createDOMPurify(window), parser: new window.DOMParser() };
  }
  return loaded;
}

/**
 * Why an SVG may not be a brand image, in plain words; empty when it is safe. It is refused rather
 * than cleaned: a cleaned drawing may look different from what the operator made, and they should
 * know. Our own walk names what is wrong; DOMPurify's SVG profile is the second opinion on elements.
 */
export async function svgProblems(text: string): Promise<string[]> {
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) return ['it declares entities (a doctype with an internal subset)'];
  if (/<\?xml-stylesheet/i.test(text)) return ['it links a style sheet from another file'];
  const { purifier, parser } = await tools();
  const document = parser.parseFromString(text, 'image/svg+xml');
  const root = document.documentElement;
  if (document.getElementsByTagName('parsererror').length || root.localName !== 'svg')
    return ['it is not a well-formed SVG drawing'];
  const problems = new Set<string>();
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const name = element.localName.toLowerCase();
    if (name === 'script') problems.add('it holds a script');
    else if (ACTIVE_ELEMENTS.has(name)) problems.add(`it embeds other content (<${element.localName}>)`);
    if ((name === 'animate' || name === 'set') && /href/i.test(element.getAttribute('attributeName') ?? ''))
      problems.add('it changes a link as it plays');
    if (name === 'style' && EXTERNAL_CSS.test(element.textContent ?? '')) problems.add('its styles load another file');
    for (const attribute of element.attributes) {
      const attributeName = attribute.name.toLowerCase();
      if (attributeName.startsWith('on'))
        problems.add(`it has an event handler (${attribute.name} on <${element.localName}>)`);
      else if (LINK_ATTRIBUTES.has(attributeName) && !INTERNAL_REF.test(attribute.value))
        problems.add(`it refers to another file or address (${attribute.value.slice(0, 60)})`);
      else if (EXTERNAL_CSS.test(attribute.value)) problems.add('its styles load another file');
    }
  }
  if (problems.size === 0) {
    // The second opinion counts elements only: attributes that run or fetch are the walk's, and
    // DOMPurify also drops harmless ones (role, an editor's own) an operator could not act on. `use`
    // is DOMPurify's to drop by default; a `use` of #id inside the drawing passed the walk above.
    purifier.sanitize(text, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['use'] });
    for (const removed of purifier.removed as Array<{ element?: Node }>) {
      const name = removed.element?.nodeName;
      if (name && name !== 'BODY' && name !== 'metadata' && !name.includes(':') && removed.element?.nodeType === 1)
        problems.add(`it holds an element the studio does not take (<${name}>)`);
    }
  }
  return [...problems];
}
