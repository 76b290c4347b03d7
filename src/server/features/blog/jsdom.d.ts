// jsdom ships no types and @types/jsdom is not installed; the blog tests use only this much of it (a real HTML and
// XML parser, to read the feeds and the rendered posts as a browser would).
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
