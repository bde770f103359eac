import type { Tier } from './tiers';

export interface Badge {
  id: string;
  /** English name; the screen shows badges.<id>. */
  name: string;
  thresholdKg: number;
  tier: Tier;
}

/**
 * The twelve badges of spec section 9, by total kg recycled. The spec's dashboard translations name a
 * different set of five; section 9's list is the one with thresholds, so it is the one used.
 */
export const BADGES: readonly Badge[] = [
  { id: 'recycling-rookie', name: 'Recycling Rookie', thresholdKg: 10, tier: 'bronze' },
  { id: 'earth-supporter', name: 'Earth Supporter', thresholdKg: 50, tier: 'bronze' },
  { id: 'green-beginner', name: 'Green Beginner', thresholdKg: 100, tier: 'bronze' },
  { id: 'eco-warrior', name: 'Eco Warrior', thresholdKg: 250, tier: 'silver' },
  { id: 'planet-protector', name: 'Planet Protector', thresholdKg: 350, tier: 'silver' },
  { id: 'sustainability-star', name: 'Sustainability Star', thresholdKg: 500, tier: 'silver' },
  { id: 'recycling-champion', name: 'Recycling Champion', thresholdKg: 750, tier: 'gold' },
  { id: 'environmental-elite', name: 'Environmental Elite', thresholdKg: 850, tier: 'gold' },
  { id: 'master-conservator', name: 'Master Conservator', thresholdKg: 1000, tier: 'gold' },
  { id: 'ultimate-recycler', name: 'Ultimate Recycler', thresholdKg: 2000, tier: 'platinum' },
  { id: 'legendary-environmentalist', name: 'Legendary Environmentalist', thresholdKg: 3000, tier: 'platinum' },
  { id: 'supreme-sustainability-icon', name: 'Supreme Sustainability Icon', thresholdKg: 5000, tier: 'platinum' },
];

/** Badges whose threshold the total has reached and that are not unlocked yet. */
export function newlyEarnedBadges(totalKg: number, unlocked: readonly string[]): Badge[] {
  const have = new Set(unlocked);
  return BADGES.filter((badge) => totalKg >= badge.thresholdKg && !have.has(badge.id));
}

export interface BadgeProgress {
  /** The next badge to earn, or null once all twelve are earned. */
  nextBadge: Badge | null;
  nextBadgeThreshold: number | null;
  /** 0..100 toward the next badge, from the previous threshold. */
  currentBadgeProgress: number;
}

export function badgeProgress(totalKg: number): BadgeProgress {
  const index = BADGES.findIndex((badge) => totalKg < badge.thresholdKg);
  if (index === -1) return { nextBadge: null, nextBadgeThreshold: null, currentBadgeProgress: 100 };
  const next = BADGES[index]!;
  const from = index === 0 ? 0 : BADGES[index - 1]!.thresholdKg;
  return {
    nextBadge: next,
    nextBadgeThreshold: next.thresholdKg,
    currentBadgeProgress: Math.max(0, Math.min(100, ((totalKg - from) / (next.thresholdKg - from)) * 100)),
  };
}
