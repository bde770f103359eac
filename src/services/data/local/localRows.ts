// What the on-device store keeps in IndexedDB: one key per list, per account where the list is a
// person's own, and the shapes stored under them. The lists that grow with every scan (records and
// scans) are kept in chunks under their key (chunkedList.ts).
import type { SampleTipKey } from '../../../domain/community';
import { SAMPLE_TIPS } from '../../../domain/community';
import type { ImpactBasis } from '../../../domain/progress';
import type { ImpactMetrics } from '../../../domain/types';
import type { NewActivity, NewCorrection } from '../dataStore';
import type { PasswordHash } from './passwords';

export interface LocalAccount {
  id: string;
  email: string;
  password: PasswordHash;
  createdAt: string;
}

export interface LocalSession {
  userId: string;
  email: string;
  accessToken: string;
  expiresAt: number;
  refreshToken: string;
  refreshExpiresAt: number;
}

export interface LocalRecord {
  record_id: string;
  action: NewActivity['action'];
  item_category: string;
  material_composition: { type: string };
  city: string | null;
  impact_metrics: ImpactMetrics;
  /** Absent on records written before it was kept. */
  impact_basis?: ImpactBasis;
  /** The scan history entry the action was taken on. */
  scan_id?: string | null;
  timestamp: string;
  analysis: {
    identified_items: { label: string }[];
    confidence_scores: number[];
    material_breakdown: { type: string };
    disposal_instructions: Record<string, never>;
    impact_metrics: ImpactMetrics;
  };
}

export interface LocalTip {
  id: string;
  /** Null for the spec's sample tips, which belong to no one. */
  userId: string | null;
  itemType: string;
  location: string;
  instructions: string;
  source: string;
  createdAt: string;
  upvotedBy: string[];
  /** Sample tips only: which one, and the upvotes it starts with. */
  sampleKey?: SampleTipKey;
  baseUpvotes?: number;
}

export interface LocalCorrection extends NewCorrection {
  id: string;
  userId: string | null;
  createdAt: string;
}

export type Accounts = Record<string, LocalAccount>;

export const KEYS = {
  accounts: 'accounts',
  session: 'session',
  tips: 'community-tips',
  corrections: 'correction-suggestions',
  records: (userId: string) => `records:${userId}`,
  scans: (userId: string) => `scan-history:${userId}`,
  bookmarks: (userId: string) => `bookmarks:${userId}`,
  progress: (userId: string) => `progress:${userId}`,
};

const SAMPLE_LOCAL_TIPS: readonly LocalTip[] = SAMPLE_TIPS.map((sample) => ({
  id: sample.id,
  userId: null,
  itemType: sample.itemType,
  location: sample.location,
  instructions: sample.instructions,
  source: sample.source,
  createdAt: sample.dateSubmitted,
  upvotedBy: [],
  sampleKey: sample.key,
  baseUpvotes: sample.upvotes,
}));

/**
 * The stored tips plus any sample tip not stored yet. Reading adds them without writing; the first
 * upvote or new tip stores the list with them, so the samples are there from the very first visit.
 */
export function withSampleTips(stored: LocalTip[] = []): LocalTip[] {
  const present = new Set(stored.map((tip) => tip.id));
  const missing = SAMPLE_LOCAL_TIPS.filter((tip) => !present.has(tip.id));
  return missing.length > 0 ? [...stored, ...missing] : stored;
}

export const upvoteCount = (tip: LocalTip) => (tip.baseUpvotes ?? 0) + tip.upvotedBy.length;
