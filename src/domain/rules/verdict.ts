// Which pack speaks for where the person is, and what it says about an item: the verdict (stream and
// bin) every screen shows. Pure: the packs come in as data.
import { foldName } from '../geo/placeTable';
import type { DisposalStream, Material } from '../types';
import { GENERIC_PACK_ID, type Localised, NO_BIN_STREAMS, type PackBin, type RulePack } from './rulePack';

/** Where the person is, as far as it is known. */
export interface PackPlace {
  city: string;
  /** ISO 3166-1 alpha-2, when the geocoder or the typed city's match knows it. */
  countryCode?: string | undefined;
  region?: string | undefined;
  latitude: number;
  longitude: number;
}

/** How closely a pack fits a place: the most specific wins (city > region > country > generic). */
export const PACK_SPECIFICITY = { none: -1, generic: 0, country: 1, region: 2, city: 3 } as const;

const knownPoint = (place: PackPlace) =>
  Number.isFinite(place.latitude) &&
  Number.isFinite(place.longitude) &&
  !(place.latitude === 0 && place.longitude === 0);

export function packSpecificity(pack: RulePack, place: PackPlace): number {
  const { area } = pack;
  if (!area.country) return pack.id === GENERIC_PACK_ID ? PACK_SPECIFICITY.generic : PACK_SPECIFICITY.none;
  const country = place.countryCode?.toUpperCase();
  if (country && country !== area.country) return PACK_SPECIFICITY.none;
  if (area.cities || area.bbox) {
    const city = foldName(place.city);
    const named = city !== '' && (area.cities ?? []).some((name) => foldName(name) === city);
    const [west, south, east, north] = area.bbox ?? [0, 0, 0, 0];
    const inside =
      area.bbox !== undefined &&
      knownPoint(place) &&
      place.longitude >= west &&
      place.longitude <= east &&
      place.latitude >= south &&
      place.latitude <= north;
    // A name alone names the place only in the pack's country, when the country is known at all.
    return named || inside ? PACK_SPECIFICITY.city : PACK_SPECIFICITY.none;
  }
  if (area.region) {
    return country && place.region && foldName(place.region) === foldName(area.region)
      ? PACK_SPECIFICITY.region
      : PACK_SPECIFICITY.none;
  }
  return country ? PACK_SPECIFICITY.country : PACK_SPECIFICITY.none;
}

/** The most specific pack that covers the place; the generic pack when none does. */
export function resolvePack(packs: readonly RulePack[], place: PackPlace): RulePack {
  let best: { pack: RulePack; score: number } | null = null;
  for (const pack of packs) {
    const score = packSpecificity(pack, place);
    if (score > PACK_SPECIFICITY.none && (!best || score > best.score)) best = { pack, score };
  }
  if (best) return best.pack;
  const generic = packs.find((pack) => pack.id === GENERIC_PACK_ID);
  if (!generic) throw new Error('No generic rule pack');
  return generic;
}

/** What the verdict is about: a catalogue item with its material and general stream. */
export interface VerdictItem {
  id: string;
  material: Material;
  stream: DisposalStream;
}

/** The pack's answer for one item: where it goes here and which bin (or drop-off) takes it. */
export interface Verdict {
  pack: string;
  item: string;
  stream: DisposalStream;
  bin: PackBin;
  note?: Localised;
  /** The publisher's entry the rule comes from. */
  ref?: string;
}

export interface Found {
  stream: DisposalStream;
  bin: string;
  note?: Localised | undefined;
  ref?: string | undefined;
}

/** The pack's first answer for the item: its own rule, else the first default that matches, before any check. */
export function packAnswer(pack: RulePack, item: VerdictItem, { ownRule = true } = {}): Found | null {
  const own = ownRule ? pack.items[item.id] : undefined;
  if (own) return { stream: own.stream ?? item.stream, bin: own.bin, note: own.note, ref: own.ref };
  const rule = pack.rules.find(
    ({ when }) =>
      (!when.streams || when.streams.includes(item.stream)) &&
      (!when.materials || when.materials.includes(item.material)) &&
      (!when.items || when.items.includes(item.id)),
  );
  return rule ? { stream: rule.stream ?? item.stream, bin: rule.bin, note: rule.note } : null;
}

/** A hazard's verdict must be a hazard's: hazardous, and never a household bin (a hazard-only bin is not one). */
export function isSafeVerdict(item: VerdictItem, found: { stream: DisposalStream; bin: PackBin }): boolean {
  if (!NO_BIN_STREAMS.has(item.stream)) return true;
  return found.stream === item.stream && (found.bin.colour === 'none' || found.bin.hazardOnly === true);
}

/**
 * The item's verdict in the pack: its own rule, else the first default rule that matches. A pack that
 * would send a hazard to a bin is not followed for it (rules:check refuses such packs; this guards a
 * pack edited by hand): the pack's default rule for hazardous items answers instead.
 */
export function verdictFor(pack: RulePack, item: VerdictItem): Verdict {
  const binOf = (id: string) => pack.bins.find((bin) => bin.id === id);
  const candidates = [
    packAnswer(pack, item),
    NO_BIN_STREAMS.has(item.stream) ? packAnswer(pack, item, { ownRule: false }) : null,
  ];
  for (const found of candidates) {
    const bin = found && binOf(found.bin);
    if (!found || !bin || !isSafeVerdict(item, { stream: found.stream, bin })) continue;
    return {
      pack: pack.id,
      item: item.id,
      stream: found.stream,
      bin,
      ...(found.note ? { note: found.note } : {}),
      ...(found.ref ? { ref: found.ref } : {}),
    };
  }
  throw new Error(`Rule pack ${pack.id} has no safe rule for ${item.id}`);
}

/**
 * A pack's own ruling for something its catalogue item only stands in for: a publisher's entry the
 * person picked in search ("milk bags" in Toronto's Blue Bin). It speaks only in its own pack.
 */
export interface PackRuling {
  pack: string;
  /** The publisher's entry. */
  ref: string;
  stream: DisposalStream;
  bin: string;
}

/** The item's verdict, the pack's own ruling first when it has one for it (and it is safe). */
export function verdictWithRuling(
  pack: RulePack,
  generic: RulePack,
  item: VerdictItem,
  ruling: PackRuling | undefined,
): Verdict {
  const bin = ruling?.pack === pack.id ? pack.bins.find((candidate) => candidate.id === ruling.bin) : undefined;
  if (ruling && bin && isSafeVerdict(item, { stream: ruling.stream, bin }))
    return { pack: pack.id, item: item.id, stream: ruling.stream, bin, ref: ruling.ref };
  return verdictOrGeneric(pack, generic, item);
}

/** The verdict in the generic pack when the place's pack cannot answer for the item. */
export function verdictOrGeneric(pack: RulePack, generic: RulePack, item: VerdictItem): Verdict {
  try {
    return verdictFor(pack, item);
  } catch {
    return verdictFor(generic, item);
  }
}
