import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import type { APIRequestContext, Page } from '@playwright/test';

export const ROOT = join(import.meta.dirname, '..', '..');

/** The policy's directives, by name. */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives.set(name, values);
  }
  return directives;
}

/** The policy as the page's meta tag and the server's header both give it. */
export async function servedPolicies(request: APIRequestContext): Promise<{ meta: string; header: string }> {
  const response = await request.get('/');
  const html = await response.text();
  const meta =
    /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1]?.replaceAll('&#39;', "'") ?? '';
  return { meta, header: response.headers()['content-security-policy'] ?? '' };
}

/** Every text file the build wrote (scripts, styles, html, manifest), with its contents. */
export function builtTextFiles(outDir: string): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(js|mjs|css|html|webmanifest)$/.test(name))
        files.push({ file: path, text: readFileSync(path, 'utf8') });
    }
  };
  walk(join(ROOT, outDir));
  return files;
}

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}
