export type Tier = 'bronze' | 'silver' | 'gold' | 'platinum';

/** Tier bands by total weight in kg (spec section 4): the tier holds below `below`; `next` is its target. */
const TIER_BANDS: readonly { tier: Tier; below: number; next: number }[] = [
  { tier: 'bronze', below: 25, next: 25 },
  { tier: 'silver', below: 100, next: 100 },
  { tier: 'gold', below: 500, next: 500 },
  { tier: 'platinum', below: Infinity, next: 1000 },
];

export interface TierStatus {
  tier: Tier;
  nextTarget: number;
  /** 0..100, capped. */
  progressPercent: number;
}

export function tierFor(totalKg: number): TierStatus {
  const total = Math.max(0, Number.isFinite(totalKg) ? totalKg : 0);
  const band = TIER_BANDS.find((b) => total < b.below) ?? TIER_BANDS[TIER_BANDS.length - 1]!;
  return {
    tier: band.tier,
    nextTarget: band.next,
    progressPercent: Math.min(100, (total / band.next) * 100),
  };
}

/** The tier the next target leads to; null for platinum, the top tier. */
export function tierAfter(tier: Tier): Tier | null {
  const index = TIER_BANDS.findIndex((band) => band.tier === tier);
  return TIER_BANDS[index + 1]?.tier ?? null;
}
