// The kept scan result (the spec's "scan session", section 3): what one scan produced, as kept across a reload of /results
// (storage name app-storage). Pure: the shape, the item-material change, and reading a stored copy.
import { type Analysis, ANALYSIS_FORMAT } from '../analysis/analysis';
import { ANSWER_CHOICES, type AnswerChoice, withChosenAnswer } from '../identification/decision';
import type { TakeAction } from '../progress/impact';
import { DEFAULT_RECYCLABILITY, type RecyclabilityResult } from '../recyclability';
import type { IdentifiedItem, ImpactMetrics, NearbyFacility, UserLocation } from '../types';
import { MATERIALS } from '../types';

export const SCAN_RESULT_STORAGE_KEY = 'app-storage';

export interface ScanImpact {
  metrics: ImpactMetrics;
  /** 'ai' when the model's figures passed the spec's check, 'default' for the material table. */
  basis: 'ai' | 'default';
}

export interface ScanResult {
  /** One per result: the scan history entry and the actions taken on it share it. */
  scanId: string | null;
  /** A downscaled JPEG data URL of the photo: the full photo never goes to localStorage. */
  currentImage: string | null;
  identifiedItems: IdentifiedItem[];
  /** The analysis as facts: shown in whatever language the interface is in, with no new analysis. */
  analysis: Analysis | null;
  userLocation: UserLocation | null;
  impact: ScanImpact | null;
  facilities: NearbyFacility[];
  /** How recyclable the item is here (the ring), and each part's figure (the same computation). */
  recyclabilityScore: number;
  breakdown: RecyclabilityResult['breakdown'];
  isBookmarked: boolean;
  /** The Take Action chosen on this result: one per result. */
  action: TakeAction | null;
  /** Its record, so that a changed answer can take it back; null before this was kept. */
  actionRecordId: string | null;
  /** The action taken back when the person changed their answer after marking it. */
  actionTakenBack: TakeAction | null;
}

export const EMPTY_SCAN_RESULT: Readonly<ScanResult> = {
  scanId: null,
  currentImage: null,
  identifiedItems: [],
  analysis: null,
  userLocation: null,
  impact: null,
  facilities: [],
  recyclabilityScore: DEFAULT_RECYCLABILITY,
  breakdown: [],
  isBookmarked: false,
  action: null,
  actionRecordId: null,
  actionTakenBack: null,
};

/** The items with one item's answer changed (a person saying what it is). */
export function withItemAnswer(
  items: readonly IdentifiedItem[],
  index: number,
  choice: AnswerChoice,
): IdentifiedItem[] {
  if (!Number.isInteger(index) || index < 0 || index >= items.length)
    throw new RangeError(`No identified item at ${index}`);
  return items.map((item, i) => (i === index ? withChosenAnswer(item, choice) : item));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Absent, or a list of answers: what the change-answer control offers and ranks. */
const isAnswerList = (value: unknown): boolean =>
  value === undefined || (Array.isArray(value) && value.every((answer) => ANSWER_CHOICES.includes(answer)));

function isItem(value: unknown): value is IdentifiedItem {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.label === 'string' &&
    typeof value.confidence === 'number' &&
    (MATERIALS as readonly unknown[]).includes(value.material) &&
    isAnswerList(value.choices) &&
    isAnswerList(value.ranking)
  );
}

/** An analysis of this version's shape (one kept by an older version is dropped: it held words, not facts). */
function isAnalysis(value: unknown): value is Analysis {
  return (
    isRecord(value) &&
    value.format === ANALYSIS_FORMAT &&
    isRecord(value.pack) &&
    ['verdicts', 'reasoning', 'parts', 'steps', 'warnings', 'tips', 'habits'].every((field) =>
      Array.isArray(value[field]),
    )
  );
}

function isLocation(value: unknown): value is UserLocation {
  return (
    isRecord(value) &&
    typeof value.city === 'string' &&
    typeof value.latitude === 'number' &&
    typeof value.longitude === 'number'
  );
}

const isTakeAction = (value: unknown): value is TakeAction =>
  value === 'recycled' || value === 'composted' || value === 'disposed';

/**
 * A stored session as the app can use it. Written by an older version, edited by hand or cut short,
 * whatever does not check out is dropped rather than shown half-broken; items and analysis go together.
 */
export function readStoredScanResult(raw: unknown): ScanResult {
  if (!isRecord(raw)) return { ...EMPTY_SCAN_RESULT };
  const items = Array.isArray(raw.identifiedItems) && raw.identifiedItems.every(isItem) ? raw.identifiedItems : [];
  const analysis = items.length && isAnalysis(raw.analysis) ? raw.analysis : null;
  return {
    scanId: typeof raw.scanId === 'string' ? raw.scanId : null,
    currentImage:
      typeof raw.currentImage === 'string' && raw.currentImage.startsWith('data:image/') ? raw.currentImage : null,
    identifiedItems: items,
    analysis,
    userLocation: isLocation(raw.userLocation) ? raw.userLocation : null,
    impact:
      analysis && isRecord(raw.impact) && isRecord(raw.impact.metrics) ? (raw.impact as unknown as ScanImpact) : null,
    facilities: analysis && Array.isArray(raw.facilities) ? (raw.facilities as NearbyFacility[]) : [],
    recyclabilityScore:
      analysis && typeof raw.recyclabilityScore === 'number' && Number.isFinite(raw.recyclabilityScore)
        ? raw.recyclabilityScore
        : DEFAULT_RECYCLABILITY,
    breakdown: analysis && Array.isArray(raw.breakdown) ? (raw.breakdown as RecyclabilityResult['breakdown']) : [],
    isBookmarked: raw.isBookmarked === true,
    action: isTakeAction(raw.action) ? raw.action : null,
    actionRecordId: isTakeAction(raw.action) && typeof raw.actionRecordId === 'string' ? raw.actionRecordId : null,
    actionTakenBack: isTakeAction(raw.actionTakenBack) ? raw.actionTakenBack : null,
  };
}
