// Puts the pretrained weights listed in models/manifest.json where the app serves them
// (public/models/<id>/), from ../shared/models when it is there, otherwise from
// RECYCLESMART_MODELS_URL (a base URL holding <id>/<file>). Every file's sha256 is checked;
// any mismatch stops the install, because a wrong weight file fails silently at inference time.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(join(projectRoot, 'models', 'manifest.json'), 'utf8'));
const sharedDir = resolve(process.env.RECYCLESMART_SHARED_MODELS ?? join(projectRoot, '..', 'shared', 'models'));
const baseUrl = process.env.RECYCLESMART_MODELS_URL;
const servedRoot = join(projectRoot, 'public', 'models');

const sha256 = (bytes) => createHash('sha256').update(bytes).digest('hex');

async function fetchFile(modelId, fileName) {
  const local = join(sharedDir, modelId, fileName);
  if (existsSync(local)) return { bytes: readFileSync(local), from: local };
  if (!baseUrl) {
    throw new Error(
      `${modelId}/${fileName} not found in ${sharedDir} and RECYCLESMART_MODELS_URL is not set. ` +
        'Put the weights there or set RECYCLESMART_MODELS_URL to a base URL serving <model>/<file>.',
    );
  }
  const url = new URL(`${modelId}/${fileName}`, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).href;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Download of ${url} failed: HTTP ${response.status}`);
  return { bytes: Buffer.from(await response.arrayBuffer()), from: url };
}

let placed = 0;
for (const model of manifest.models) {
  const targetDir = join(servedRoot, model.id);
  mkdirSync(targetDir, { recursive: true });
  for (const file of model.files) {
    const target = join(targetDir, file.name);
    if (existsSync(target) && sha256(readFileSync(target)) === file.sha256) continue;
    const { bytes, from } = await fetchFile(model.id, file.name);
    const actual = sha256(bytes);
    if (actual !== file.sha256) {
      console.error(`models: sha256 mismatch for ${model.id}/${file.name} from ${from}\n  expected ${file.sha256}\n  got      ${actual}`);
      process.exit(1);
    }
    // Write then rename, so an interrupted copy never leaves a half file that looks present.
    writeFileSync(`${target}.partial`, bytes);
    renameSync(`${target}.partial`, target);
    placed += 1;
  }
}
console.log(`models: ${placed ? `placed ${placed} file(s)` : 'all files present'} in public/models, sha256 verified`);
