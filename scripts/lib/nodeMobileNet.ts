// MobileNet in Node, for tests and developer scripts: the same weights the app serves (public/models,
// put there by models/setup.mjs), on the tfjs WebAssembly backend, and photos decoded from disk.
import '@tensorflow/tfjs-backend-wasm';

import { readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

import * as tf from '@tensorflow/tfjs';
import * as mobilenet from '@tensorflow-models/mobilenet';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

const PROJECT_ROOT = resolve(import.meta.dirname, '..', '..');
const MANIFEST = JSON.parse(readFileSync(join(PROJECT_ROOT, 'models', 'manifest.json'), 'utf8')) as {
  models: { id: string; inputRange: [number, number] }[];
};
const MOBILENET = MANIFEST.models.find((m) => m.id === 'mobilenet_v2_1.0_224');
if (!MOBILENET) throw new Error('models/manifest.json lacks mobilenet_v2_1.0_224');

/** The value range the served weights expect their input pixels in. */
export const MOBILENET_INPUT_RANGE = MOBILENET.inputRange;

/** The licensed photo sets (never copied into the project). */
export const SHARED_DATA_DIR = resolve(PROJECT_ROOT, '..', 'shared', 'data');
/** Where the TrashNet photos for training and real-inference tests live. */
export const TRASHNET_TRAIN_DIR = join(SHARED_DATA_DIR, 'trashnet', 'train');

interface GraphModelJson {
  modelTopology: unknown;
  format?: string;
  generatedBy?: string;
  convertedBy?: string | null;
  weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
}

/** Reads the served model folder from disk: the package's loader only needs an IOHandler. */
function diskHandler(modelDir: string): tf.io.IOHandler {
  return {
    async load() {
      const json = JSON.parse(readFileSync(join(modelDir, 'model.json'), 'utf8')) as GraphModelJson;
      const shards = json.weightsManifest.flatMap((group) => group.paths.map((p) => readFileSync(join(modelDir, p))));
      const weights = Buffer.concat(shards);
      return {
        modelTopology: json.modelTopology as tf.io.ModelArtifacts['modelTopology'],
        weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
        weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy ?? undefined,
      };
    },
  };
}

let loading: Promise<mobilenet.MobileNet> | undefined;

/** The model on the wasm backend, loaded once per process. */
export function loadNodeMobileNet(): Promise<mobilenet.MobileNet> {
  loading ??= (async () => {
    await tf.setBackend('wasm');
    await tf.ready();
    const modelDir = join(PROJECT_ROOT, 'public', 'models', MOBILENET!.id);
    return mobilenet.load({
      version: 2,
      alpha: 1.0,
      modelUrl: diskHandler(modelDir) as unknown as string,
      inputRange: MOBILENET!.inputRange,
    });
  })();
  return loading;
}

/** A JPEG or PNG file as an RGB int32 tensor [height, width, 3]. The caller disposes it. */
export function readImageTensor(path: string): tf.Tensor3D {
  const bytes = readFileSync(path);
  const { width, height, data } =
    extname(path).toLowerCase() === '.png' ? PNG.sync.read(bytes) : jpeg.decode(bytes, { useTArray: true });
  return tf.tidy(() => tf.tensor3d(data, [height, width, 4], 'int32').slice([0, 0, 0], [-1, -1, 3]));
}
