import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

/** `vite preview` with the given arguments on a loopback port, resolved once it answers. */
export async function servePreview(args: string[], port: number): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [VITE, 'preview', ...args, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`vite preview did not answer on port ${port}`);
}
