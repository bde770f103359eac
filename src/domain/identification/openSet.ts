// Knowing what the model does not know: how much a photo looks like the photos the material head was
// trained on. The score is the mean cosine similarity of the photo's MobileNet embedding to its
// nearest training photos, in a small principal-component space of the embeddings (the training
// photos are kept there, 8 bits a value, a few hundred kilobytes). Measured against class prototypes,
// Mahalanobis-style distances and the head's own confidence, nearest neighbours were the measure that
// flagged photos of a material the head was never shown (docs/identification.md has the figures).
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
}

export function readOpenSet(file: OpenSetFile, embeddingSize: number): OpenSet {
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
  if (!(file.neighbours >= 1) || !(file.threshold > -1 && file.threshold < 1))
    throw new Error('Open-set score: settings');
  return {
    embeddingSize,
    components: k,
    mean,
    projection,
    bank,
    photos: bank.length / k,
    neighbours: file.neighbours,
    threshold: file.threshold,
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

/** Mean cosine similarity to the nearest training photos, -1..1: higher is more familiar. */
export function familiarity(openSet: OpenSet, embedding: ArrayLike<number>): number {
  const z = project(openSet, embedding);
  const { components: k, bank, photos, neighbours } = openSet;
  // The best few so far, kept sorted in a small array: a full sort of thousands would cost more.
  const best = new Float32Array(neighbours).fill(-Infinity);
  for (let p = 0; p < photos; p++) {
    let s = 0;
    const row = p * k;
    for (let c = 0; c < k; c++) s += z[c]! * bank[row + c]!;
    if (s <= best[neighbours - 1]!) continue;
    let j = neighbours - 1;
    while (j > 0 && best[j - 1]! < s) {
      best[j] = best[j - 1]!;
      j--;
    }
    best[j] = s;
  }
  let total = 0;
  for (let j = 0; j < neighbours; j++) total += best[j]!;
  return total / neighbours / 127;
}

export function isFamiliar(openSet: Pick<OpenSet, 'threshold'>, score: number): boolean {
  return score >= openSet.threshold;
}
