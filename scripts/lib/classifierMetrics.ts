// Figures for a classifier's held-out predictions: accuracy, per-class precision and recall, the
// confusion matrix, and calibration (expected calibration error, and how often it is right when it
// claims more than the product's 0.5).
import { isConfident } from '../../src/domain/identification/rules';

export interface ClassFigures {
  photos: number;
  precision: number;
  recall: number;
}

export interface CalibrationBin {
  /** Top-confidence range [from, to). */
  from: number;
  to: number;
  photos: number;
  meanConfidence: number;
  accuracy: number;
}

export interface ClassifierFigures {
  photos: number;
  accuracy: number;
  perClass: Record<string, ClassFigures>;
  /** confusion[actual][predicted], counts. */
  confusion: Record<string, Record<string, number>>;
  /** Expected calibration error over ten equal-width bins of the top confidence. */
  ece: number;
  /** Share of photos whose top confidence passes the product's > 0.5 rule. */
  confidentShare: number;
  /** Accuracy on those photos. */
  confidentAccuracy: number;
  bins: CalibrationBin[];
}

const BINS = 10;
const round = (value: number, digits = 4) => Math.round(value * 10 ** digits) / 10 ** digits;

const argmax = (values: readonly number[]) => values.reduce((best, v, i) => (v > values[best]! ? i : best), 0);

/** probabilities[i]: the per-class probabilities for photo i; labels[i]: its class index. */
export function classifierFigures(
  classes: readonly string[],
  probabilities: readonly number[][],
  labels: ArrayLike<number>,
): ClassifierFigures {
  const n = probabilities.length;
  const counts = classes.map(() => classes.map(() => 0));
  const bins = Array.from({ length: BINS }, () => ({ photos: 0, confidence: 0, right: 0 }));
  let right = 0;
  let confident = 0;
  let confidentRight = 0;
  probabilities.forEach((p, i) => {
    const predicted = argmax(p);
    const actual = labels[i]!;
    const correct = predicted === actual;
    const confidence = p[predicted]!;
    counts[actual]![predicted]! += 1;
    if (correct) right += 1;
    if (isConfident(confidence)) {
      confident += 1;
      if (correct) confidentRight += 1;
    }
    const bin = bins[Math.min(BINS - 1, Math.floor(confidence * BINS))]!;
    bin.photos += 1;
    bin.confidence += confidence;
    if (correct) bin.right += 1;
  });
  const ece = bins.reduce(
    (sum, b) => sum + (b.photos ? (b.photos / n) * Math.abs(b.right / b.photos - b.confidence / b.photos) : 0),
    0,
  );
  return {
    photos: n,
    accuracy: round(right / n),
    perClass: Object.fromEntries(
      classes.map((name, c) => {
        const predictedAs = counts.reduce((sum, row) => sum + row[c]!, 0);
        const actual = counts[c]!.reduce((sum, v) => sum + v, 0);
        return [
          name,
          {
            photos: actual,
            precision: round(predictedAs ? counts[c]![c]! / predictedAs : 0),
            recall: round(actual ? counts[c]![c]! / actual : 0),
          },
        ];
      }),
    ),
    confusion: Object.fromEntries(
      classes.map((name, a) => [name, Object.fromEntries(classes.map((other, p) => [other, counts[a]![p]!]))]),
    ),
    ece: round(ece),
    confidentShare: round(confident / n),
    confidentAccuracy: round(confident ? confidentRight / confident : 0),
    bins: bins.map((b, i) => ({
      from: i / BINS,
      to: (i + 1) / BINS,
      photos: b.photos,
      meanConfidence: round(b.photos ? b.confidence / b.photos : 0),
      accuracy: round(b.photos ? b.right / b.photos : 0),
    })),
  };
}
