// `?lean` JSON imports: the file minus the subtrees the first screen does not use (the leanJson plugin in vite.config.ts).
declare module '*.json?lean' {
  const tree: Record<string, unknown>;
  export default tree;
}

// `?words` JSON imports: only a locale's item names and search words (the pickJson plugin in vite.config.ts).
declare module '*.json?words' {
  const tree: { items?: Record<string, string>; search?: { terms?: Record<string, string> } };
  export default tree;
}
