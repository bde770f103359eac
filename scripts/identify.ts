// npm run -s identify -- <image files or folders>
// Identifies photos exactly as the app does on the device and prints one JSON object per photo and
// line: {"file", "item", "material", "stream", "confidence", "unsure", "choices"}, or {"file", "error"}
// for a file that cannot be read (the run goes on). See docs/identification.md.
import * as tf from '@tensorflow/tfjs';

import { createIdentifier, expandPaths } from './lib/identifyPhotos';

const paths = process.argv.slice(2).filter((arg) => arg !== '--');
if (!paths.length) {
  console.error('Usage: npm run -s identify -- <image files or folders>');
  process.exit(2);
}
// TensorFlow.js greets Node users on stdout; the output is JSON lines only.
tf.env().set('IS_TEST', true);
const identifier = await createIdentifier();
for (const file of expandPaths(paths)) process.stdout.write(`${JSON.stringify(await identifier.identify(file))}\n`);
