// The part of jsdom the studio's SVG check uses (jsdom ships no types, and @types/jsdom is not worth a dependency for one constructor).
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
