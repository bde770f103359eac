// The Blender command line that renders seeds with scripts/render/scene.py: the one render:hazards runs,
// and the one the integration test runs, so the test renders exactly what the command does.
import { resolve } from 'node:path';

const SCENE_SCRIPT = resolve(import.meta.dirname, '..', 'render', 'scene.py');

/** A cut-out's shadow is all alpha: at the scenes' 12 samples it is grain, at 64 a shadow. */
const CUTOUT_SAMPLES = 64;

/**
 * Blender's arguments (headless, no user settings or audio) to render `seeds` into `out`; with
 * `cutout`, each subject alone with its shadow on a transparent film (scene.py --cutout), at the
 * samples a smooth shadow needs.
 */
export function sceneArguments(out: string, seeds: readonly number[], cutout = false): string[] {
  const args = [
    '-b',
    '--factory-startup',
    '-noaudio',
    '-P',
    SCENE_SCRIPT,
    '--',
    '--out',
    out,
    '--seeds',
    seeds.join(','),
  ];
  return cutout ? [...args, '--cutout', '--samples', String(CUTOUT_SAMPLES)] : args;
}
