// The share panel's message and links (spec: the message extrapolates one result to 10,000 people).
import { formatCount, formatRoughFigureWithUnit } from '../progress/format';
import type { ImpactMetrics } from '../types';

export const SHARE_REACH = 10_000;

/** What SHARE_REACH people doing the same would save. */
export function extrapolate(metrics: ImpactMetrics, people: number = SHARE_REACH): ImpactMetrics {
  return {
    co2_saved: metrics.co2_saved * people,
    material_reduced: metrics.material_reduced * people,
    water_saved: metrics.water_saved * people,
    energy_saved: metrics.energy_saved * people,
    trees_equivalent: metrics.trees_equivalent * people,
  };
}

/** The message's figures in the reader's language, rounded as a sentence says them: "2,500 kg", "100,000 L". */
export function shareFigures(metrics: ImpactMetrics, locale: string): { people: string; co2: string; water: string } {
  const scaled = extrapolate(metrics);
  return {
    people: formatCount(SHARE_REACH, locale),
    co2: formatRoughFigureWithUnit(scaled.co2_saved, 'kg', locale),
    water: formatRoughFigureWithUnit(scaled.water_saved, 'litres', locale),
  };
}

export type ShareNetwork = 'x' | 'facebook' | 'linkedin' | 'whatsapp';

export interface ShareLink {
  network: ShareNetwork;
  href: string;
}

/** Each network's own share page, with the message (and the app's address) filled in. */
export function shareLinks(text: string, url: string): ShareLink[] {
  const q = encodeURIComponent;
  return [
    { network: 'x', href: `https://twitter.com/intent/tweet?text=${q(text)}&url=${q(url)}` },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}&quote=${q(text)}` },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}` },
    { network: 'whatsapp', href: `https://wa.me/?text=${q(`${text} ${url}`)}` },
  ];
}
