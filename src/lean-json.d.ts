// `?lean` JSON imports: the file minus its long-form subtrees (the leanJson plugin in vite.config.ts).
declare module '*.json?lean' {
  const tree: Record<string, unknown>;
  export default tree;
}
