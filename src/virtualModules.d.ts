// Modules vite.config.ts writes when the app is built.

// Each language's parts of text (src/textSections.ts) as dynamic imports, by language code (localeParts).
declare module 'virtual:locale-sections' {
  type Part = () => Promise<{ default: Record<string, unknown> }>;
  const sections: Readonly<Record<string, Readonly<Record<import('./textSections').TextSection, Part>>>>;
  export default sections;
}

// The home page's banner figures written out in each language, by language code (src/routes/Home/impactFigures.ts).
declare module 'virtual:impact-figures' {
  const figures: Readonly<
    Record<string, Readonly<Record<import('./routes/Home/impactFigures').ImpactFigure, string>> | undefined>
  > & { en: Readonly<Record<import('./routes/Home/impactFigures').ImpactFigure, string>> };
  export default figures;
}
