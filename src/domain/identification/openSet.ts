// Knowing what the model does not know: how much a photo looks like the photos the material head was
// trained on. The score is the mean cosine similarity of the photo's MobileNet embedding to its
// nearest training photos, in a small principal-component space of the embeddings (the training
// photos are kept there, 8 bits a value, a few hundred kilobytes). Measured against class prototypes,
// Mahalanobis-style distances and the head's own confidence, nearest neighbours were the measure that
// flagged photos of a material the head was never shown (docs/identification.md has the figures).
// The same search also says what the nearest training photos were labelled: their votes are one more
// expert in the fusion (answerProbabilities.ts), the one that knows a studio photo's neighbours.
// Pure arithmetic on plain arrays, shared by the worker and the Node tools.
import { decodeBase64 } from './base64';

export interface OpenSetFile {
  /** Principal components kept. */
  components: number;
  /** The mean of the L2-normalised training embeddings, float32 base64 (embedding size values). */
  mean: string;
  /** embedding size x components, row-major, int8 base64; column c is multiplied by projectionScale[c]. */
  projection: string;
  projectionScale: number[];
  /** One row per training photo: its L2-normalised projection times 127, int8 base64. */
  bank: string;
  /** How many nearest training photos the score averages. */
  neighbours: number;
  /** Scores below this are unfamiliar: the 3% quantile of held-out training photos' scores (scripts/train-material.ts). */
  threshold: number;
  /** One byte per bank row: the answer the photo was labelled with, as an index into the head's classes, base64. */
  labels: string;
  /** How many nearest training photos vote on the answer. */
  voters: number;
}

export interface OpenSet {
  embeddingSize: number;
  components: number;
  mean: Float32Array;
  /** Dequantised: embedding size x components. */
  projection: Float32Array;
  bank: Int8Array;
  photos: number;
  neighbours: number;
  threshold: number;
  /** Per bank row, the index of its answer among `classes`. */
  labels: Uint8Array;
  classes: number;
  voters: number;
}

/** Where a photo falls among the training photos. */
export interface Neighbourhood {
  /** Mean cosine similarity to the nearest training photos, -1..1: higher is more familiar. */
  familiarity: number;
  /** How many of the `voters` nearest training photos carry each answer, in the head's class order. */
  votes: number[];
}

/** classes: how many answers the labels index (the head's classes). */
export function readOpenSet(file: OpenSetFile, embeddingSize: number, classes: number): OpenSet {
  const k = file.components;
  const mean = new Float32Array(decodeBase64(file.mean).buffer);
  if (mean.length !== embeddingSize)
    throw new Error(`Open-set score: expected a mean of ${embeddingSize} values, found ${mean.length}`);
  const rawProjection = new Int8Array(decodeBase64(file.projection).buffer);
  if (rawProjection.length !== embeddingSize * k || file.projectionScale.length !== k)
    throw new Error('Open-set score: projection shape');
  const projection = Float32Array.from(rawProjection, (v, i) => v * file.projectionScale[i % k]!);
  const bank = new Int8Array(decodeBase64(file.bank).buffer);
  if (bank.length % k !== 0 || bank.length === 0) throw new Error('Open-set score: bank shape');
  if (!(file.neighbours >= 1) || !(file.voters >= 1) || !(file.threshold > -1 && file.threshold < 1))
    throw new Error('Open-set score: settings');
  const labels = decodeBase64(file.labels);
  if (labels.length !== bank.length / k || labels.some((label) => label >= classes))
    throw new Error('Open-set score: labels');
  return {
    embeddingSize,
    components: k,
    mean,
    projection,
    bank,
    photos: bank.length / k,
    neighbours: file.neighbours,
    threshold: file.threshold,
    labels,
    classes,
    voters: file.voters,
  };
}

/** The embedding in the component space, L2-normalised. */
export function project(openSet: OpenSet, embedding: ArrayLike<number>): Float32Array {
  const { embeddingSize, components: k, mean, projection } = openSet;
  if (embedding.length !== embeddingSize)
    throw new Error(`Open-set score: expected ${embeddingSize} values, got ${embedding.length}`);
  let norm = 0;
  for (let i = 0; i < embeddingSize; i++) norm += embedding[i]! * embedding[i]!;
  norm = Math.sqrt(norm) || 1;
  const z = new Float32Array(k);
  for (let i = 0; i < embeddingSize; i++) {
    const v = embedding[i]! / norm - mean[i]!;
    if (v === 0) continue;
    const row = i * k;
    for (let c = 0; c < k; c++) z[c]! += v * projection[row + c]!;
  }
  let zNorm = 0;
  for (let c = 0; c < k; c++) zNorm += z[c]! * z[c]!;
  zNorm = Math.sqrt(zNorm) || 1;
  for (let c = 0; c < k; c++) z[c]! /= zNorm;
  return z;
}

/** One pass over the bank: how familiar the photo is, and how its nearest training photos were labelled. */
export function neighbourhood(openSet: OpenSet, embedding: ArrayLike<number>): Neighbourhood {
  const z = project(openSet, embedding);
  const { components: k, bank, photos, neighbours, voters, labels } = openSet;
  const kept = Math.min(Math.max(neighbours, voters), photos);
  // The best few so far, kept sorted in small arrays: a full sort of thousands would cost more.
  const best = new Float32Array(kept).fill(-Infinity);
  const rows = new Int32Array(kept);
  for (let p = 0; p < photos; p++) {
    let s = 0;
    const row = p * k;
    for (let c = 0; c < k; c++) s += z[c]! * bank[row + c]!;
    if (s <= best[kept - 1]!) continue;
    let j = kept - 1;
    while (j > 0 && best[j - 1]! < s) {
      best[j] = best[j - 1]!;
      rows[j] = rows[j - 1]!;
      j--;
    }
    best[j] = s;
    rows[j] = p;
  }
  let total = 0;
  const near = Math.min(neighbours, kept);
  for (let j = 0; j < near; j++) total += best[j]!;
  const votes = new Array<number>(openSet.classes).fill(0);
  for (let j = 0; j < Math.min(voters, kept); j++) votes[labels[rows[j]!]!]!++;
  return { familiarity: total / near / 127, votes };
}

export function isFamiliar(openSet: Pick<OpenSet, 'threshold'>, score: number): boolean {
  return score >= openSet.threshold;
}
