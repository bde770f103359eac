// The app's on-device identification of photo files, in Node: the photo read as the browser reads it
// (browserPhoto.ts), the worker's own analysis (workers/photoAnalysis.ts) with the served weights and
// the committed head, then the page's decision rule (src/domain/identification/decision.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';

import {
  adviceStream,
  type AnswerChoice,
  decideIdentification,
  type DeviceEvidence,
  deviceEvidence,
} from '../../src/domain/identification/decision';
import { HARM_COSTS, type HarmCosts } from '../../src/domain/identification/harm';
import {
  type MaterialHead,
  type MaterialHeadFile,
  readMaterialHead,
} from '../../src/domain/identification/materialHead';
import { shownItems } from '../../src/domain/identification/reconcile';
import { IDENTIFICATION_ERROR_MESSAGES } from '../../src/domain/identification/rules';
import type { DisposalStream, Material } from '../../src/domain/types';
import { EMBEDDING_SIZE, graphModelOf } from '../../workers/mobileNet';
import { analysePixels } from '../../workers/photoAnalysis';
import { readModelCopy } from './browserPhoto';
import { loadNodeMobileNet, MOBILENET_INPUT_RANGE } from './nodeMobileNet';

const HEAD_FILE = resolve(import.meta.dirname, '..', '..', 'models', 'material-head.json');

/** One line of `npm run identify`: what the person is told before touching anything. */
export interface IdentifiedPhoto {
  file: string;
  /** The catalogue id; null when the app judges it is not a piece of waste. */
  item: string | null;
  material: Material | null;
  /** The stream shown: while the app asks, the safest of the answers offered. */
  stream: DisposalStream | null;
  confidence: number;
  /** The app asks the person before giving advice. */
  unsure: boolean;
  /** The answers offered, likeliest first, at most three ("Something else" follows them). */
  choices: AnswerChoice[];
}

export interface UnreadablePhoto {
  file: string;
  error: string;
}

/** The pictures the app will not read, though they are images (decodePhoto.ts), by their message. */
const NOT_READ = new Set([IDENTIFICATION_ERROR_MESSAGES.tooSmall, IDENTIFICATION_ERROR_MESSAGES.tooDark]);

/**
 * What the person is shown for a picture too small or too dark to read: no item and no guess, every
 * answer behind the search. An evaluation counts it as refused, not as a file it could not open.
 */
export function notReadAnswer(photo: UnreadablePhoto): IdentifiedPhoto | null {
  if (!NOT_READ.has(photo.error)) return null;
  return { file: photo.file, item: null, material: null, stream: null, confidence: 0, unsure: true, choices: [] };
}

// What the browser's file picker takes, and what the upload box accepts or may be handed.
const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp', '.avif', '.bmp', '.tif', '.tiff', '.heic']);

/** The files named, with folders walked (sorted, image files only). */
export function expandPaths(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    if (!statSync(path, { throwIfNoEntry: false })?.isDirectory()) return [path];
    return readdirSync(path)
      .sort()
      .flatMap((name) => {
        const child = join(path, name);
        if (statSync(child).isDirectory()) return expandPaths([child]);
        return IMAGE_EXTENSIONS.has(extname(name).toLowerCase()) ? [child] : [];
      });
  });
}

/** What the app tells the person, from what the models said, under the given costs. */
export function describe(file: string, evidence: DeviceEvidence, costs: HarmCosts = HARM_COSTS): IdentifiedPhoto {
  const decided = decideIdentification(evidence, costs);
  // As the results page orders the items (no cloud here), so the line says what the person is shown.
  const answer = shownItems(decided.items, [])[0];
  if (!answer)
    return { file, item: null, material: null, stream: null, confidence: 0, unsure: true, choices: decided.choices };
  return {
    file,
    item: answer.id,
    material: answer.material,
    stream: adviceStream(answer),
    confidence: Math.round(answer.confidence * 1e4) / 1e4,
    unsure: answer.unsure !== undefined,
    choices: decided.choices,
  };
}

export interface Identifier {
  /** What the models say about the photo (one forward pass). */
  analyse(file: string): Promise<DeviceEvidence | UnreadablePhoto>;
  identify(file: string): Promise<IdentifiedPhoto | UnreadablePhoto>;
}

/** headFile: the shipped head unless another (a candidate from a training experiment) is named. */
export async function createIdentifier(headFile = HEAD_FILE): Promise<Identifier> {
  const model = graphModelOf(await loadNodeMobileNet());
  const head: MaterialHead = readMaterialHead(
    JSON.parse(readFileSync(headFile, 'utf8')) as MaterialHeadFile,
    EMBEDDING_SIZE,
  );
  const analyse = async (file: string): Promise<DeviceEvidence | UnreadablePhoto> => {
    let copy;
    try {
      copy = await readModelCopy(file);
    } catch (error) {
      return { file, error: error instanceof Error ? error.message : String(error) };
    }
    try {
      // As the app does (decodePhoto.ts): such a picture never reaches the model.
      if (copy.notRead) return { file, error: IDENTIFICATION_ERROR_MESSAGES[copy.notRead] };
      const analysis = await analysePixels(model, head, copy, MOBILENET_INPUT_RANGE);
      return deviceEvidence(analysis.probabilities, analysis.materials, analysis.familiar, analysis.digital);
    } finally {
      copy.pixels.dispose();
    }
  };
  return {
    analyse,
    async identify(file) {
      const evidence = await analyse(file);
      return 'error' in evidence ? evidence : describe(file, evidence);
    },
  };
}
