// `?lean` JSON imports: the file minus its parts loaded apart (src/textSections.ts; the localeParts plugin in vite.config.ts).
declare module '*.json?lean' {
  const tree: Record<string, unknown>;
  export default tree;
}

// `?words` JSON imports: only a locale's item names and search words (the localeParts plugin in vite.config.ts).
declare module '*.json?words' {
  const tree: { items?: Record<string, string>; search?: { terms?: Record<string, string> } };
  export default tree;
}
