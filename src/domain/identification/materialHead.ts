// The material head: a small network trained by scripts/train-material.ts on MobileNet's features
// (its 1280-value embedding and pooled mid-level layers, workers/mobileNet.ts), turning them into a
// probability for each material the photos were labelled with; it ships with the open-set data that
// tells how much a photo looks like those photos (openSet.ts). Pure arithmetic on plain arrays
// (tens of thousands of multiply-adds), so the worker runs it after the forward pass at no
// measurable cost and the Node tests run exactly the same code.
import type { AnswerChoice } from '../types';
import { type AnswerFusion, answerProbabilities, type AnswerScore, softmax } from './answerProbabilities';
import { decodeBase64, encodeBase64 } from './base64';
import type { ItemScore } from './imagenetTaxonomy';
import { type Neighbourhood, type OpenSet, type OpenSetFile, readOpenSet } from './openSet';

/**
 * The answers the head tells apart, in its output order: the nine materials licensed photos exist for
 * ('other' is TrashNet's "trash"), then batteries and hazardous household items, learnt from renders
 * (scripts/render/scene.py) since no licensed photo of them exists here.
 */
export type HeadMaterial = AnswerChoice;
export const HEAD_MATERIALS: readonly HeadMaterial[] = [
  'cardboard',
  'glass',
  'metal',
  'paper',
  'plastic',
  'other',
  'organic',
  'textile',
  'e-waste',
  'battery',
  'hazardous',
];

export function isHeadMaterial(material: string): material is HeadMaterial {
  return (HEAD_MATERIALS as readonly string[]).includes(material);
}

export interface HeadLayerFile {
  inputs: number;
  outputs: number;
  activation: 'relu' | 'none';
  /** inputs x outputs, row-major, little-endian float32, base64. */
  weights: string;
  bias: number[];
}

/** The committed file, models/material-head.json. */
export interface MaterialHeadFile {
  format: 'recyclesmart-material-head@4';
  classes: HeadMaterial[];
  inputSize: number;
  /** The input standardisation is folded into the first layer, so the features go in as they are. */
  layers: HeadLayerFile[];
  /** Logits are divided by this before the softmax, so confidence matches accuracy. */
  temperature: number;
  /** Read with the 1280-value embedding, the first part of the features. */
  openSet: OpenSetFile;
  /** How the head's probabilities and MobileNet's item evidence make one answer (answerProbabilities.ts). */
  fusion: AnswerFusion;
}

interface Layer {
  inputs: number;
  outputs: number;
  relu: boolean;
  weights: Float32Array;
  bias: Float32Array;
}

export interface MaterialHead {
  classes: readonly HeadMaterial[];
  inputSize: number;
  layers: readonly Layer[];
  temperature: number;
  openSet: OpenSet;
  fusion: AnswerFusion;
}

/** An answer with its calibrated probability. */
export type MaterialScore = AnswerScore;

export function encodeFloats(values: Float32Array): string {
  return encodeBase64(new Uint8Array(values.buffer, values.byteOffset, values.byteLength));
}

function decodeFloats(base64: string, expected: number): Float32Array {
  const bytes = decodeBase64(base64);
  if (bytes.length !== expected * 4)
    throw new Error(`Material head: expected ${expected} weights, found ${bytes.length / 4}`);
  return new Float32Array(bytes.buffer);
}

/** Checks the file's shapes end to end, so a damaged or mismatched head fails at load, not at use. */
export function readMaterialHead(file: MaterialHeadFile, embeddingSize: number): MaterialHead {
  if (file.format !== 'recyclesmart-material-head@4')
    throw new Error(`Material head: unknown format ${String(file.format)}`);
  let width = file.inputSize;
  const layers = file.layers.map((layer) => {
    if (layer.inputs !== width || layer.bias.length !== layer.outputs)
      throw new Error('Material head: layer shapes do not chain');
    width = layer.outputs;
    return {
      inputs: layer.inputs,
      outputs: layer.outputs,
      relu: layer.activation === 'relu',
      weights: decodeFloats(layer.weights, layer.inputs * layer.outputs),
      bias: Float32Array.from(layer.bias),
    };
  });
  if (width !== file.classes.length) throw new Error('Material head: output size differs from its classes');
  if (!(file.temperature > 0)) throw new Error('Material head: temperature must be positive');
  if (file.classes.some((c) => !isHeadMaterial(c))) throw new Error('Material head: unknown class');
  if (file.fusion.logPrior.length !== file.classes.length)
    throw new Error('Material head: the fusion prior differs from its classes');
  return {
    classes: file.classes,
    inputSize: file.inputSize,
    layers,
    temperature: file.temperature,
    openSet: readOpenSet(file.openSet, embeddingSize, file.classes.length),
    fusion: file.fusion,
  };
}

/** The head's logits before temperature, for training reports. */
export function headLogits(head: MaterialHead, features: ArrayLike<number>): Float32Array {
  if (features.length !== head.inputSize)
    throw new Error(`Material head: expected ${head.inputSize} values, got ${features.length}`);
  let values: ArrayLike<number> = features;
  for (const layer of head.layers) {
    const out = Float32Array.from(layer.bias);
    for (let i = 0; i < layer.inputs; i++) {
      const x = values[i]!;
      if (x === 0) continue;
      const row = i * layer.outputs;
      for (let j = 0; j < layer.outputs; j++) out[j]! += x * layer.weights[row + j]!;
    }
    if (layer.relu) for (let j = 0; j < out.length; j++) out[j] = Math.max(0, out[j]!);
    values = out;
  }
  return values as Float32Array;
}

/** The head's own calibrated probabilities, in its class order. */
export function headProbabilities(head: MaterialHead, features: ArrayLike<number>): number[] {
  return softmax(headLogits(head, features), head.temperature);
}

/**
 * Every answer with its probability, most likely first: the head's, fused with MobileNet's item
 * evidence and the nearest training photos' votes, weighted by how familiar the photo is
 * (answerProbabilities.ts). neighbourhood: the photo's, from this head's open set.
 */
export function classifyMaterial(
  head: MaterialHead,
  features: ArrayLike<number>,
  items: readonly ItemScore[],
  neighbourhood: Neighbourhood,
): MaterialScore[] {
  return answerProbabilities(head.fusion, head.classes, headProbabilities(head, features), items, neighbourhood);
}
