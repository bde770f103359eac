// The part of jsdom's API the build uses (vite.config.ts lends its window to the landing pages'
// renderer); the package ships no types of its own, and @types/jsdom is not a dependency.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options: { url: string });
    readonly window: Window & typeof globalThis;
  }
}
