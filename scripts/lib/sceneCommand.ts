// The Blender command line that renders seeds with scripts/render/scene.py: the one render:hazards runs,
// and the one the integration test runs, so the test renders exactly what the command does.
import { resolve } from 'node:path';

const SCENE_SCRIPT = resolve(import.meta.dirname, '..', 'render', 'scene.py');

/** Blender's arguments (headless, no user settings or audio) to render `seeds` into `out`. */
export function sceneArguments(out: string, seeds: readonly number[]): string[] {
  return ['-b', '--factory-startup', '-noaudio', '-P', SCENE_SCRIPT, '--', '--out', out, '--seeds', seeds.join(',')];
}
