// Builds the benchmark harness: a bare page running the app's own classifier bridge and worker
// (one backend at a time) and, for comparison, MobileNet the naive way on the main thread.
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('.'),
  publicDir: here('../../public'),
  worker: { format: 'es' },
  build: { outDir: here('../../bench-results/harness'), emptyOutDir: true, target: 'es2022' },
});
