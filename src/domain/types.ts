// The shapes that cross the pipeline's seams: identification -> location -> analysis -> results.
// Pure types, shared by the page, the workers and the services.
import type { Analysis } from './analysis/analysis';
import type { CompassPoint } from './geo/distance';
import type { PackRuling } from './rules/verdict';

/** The material a person sorts by. English-keyed; shown translated. */
export type Material =
  'plastic' | 'glass' | 'metal' | 'paper' | 'cardboard' | 'organic' | 'textile' | 'e-waste' | 'battery' | 'other';

export const MATERIALS: readonly Material[] = [
  'plastic',
  'glass',
  'metal',
  'paper',
  'cardboard',
  'organic',
  'textile',
  'e-waste',
  'battery',
  'other',
];

/** What the person can say an item is: a material, or "hazardous" for what is none of them. */
export type AnswerChoice = Material | 'hazardous';

/** Where an item goes by default under general practice (local rules may differ). */
export type DisposalStream = 'recycling' | 'compost' | 'landfill' | 'hazardous' | 'drop-off';

/** Who named the item: the on-device model, the cloud vision service, both agreeing, or the person typing it. */
/** memory: the person taught it, by correcting an earlier photo like this one (domain/taught). */
export type ItemSource = 'device' | 'cloud' | 'both' | 'typed' | 'memory';

/**
 * Why the app asks: a plausible hazard would otherwise go in a bin; the photo is unlike the photos
 * the material head learned from; no model is sure; or a plausible reading makes the advice harmful.
 */
export type UnsureReason = 'hazard' | 'unfamiliar' | 'uncertain' | 'conflict';
export const UNSURE_REASONS: readonly UnsureReason[] = ['hazard', 'unfamiliar', 'uncertain', 'conflict'];

/** One item the identification found, after the > 0.5 confidence rule. */
export interface IdentifiedItem {
  /** Catalogue id (see wasteItems.ts), e.g. 'plastic-bottle'. */
  id: string;
  /** English label, e.g. 'Plastic bottle' (the screen shows the translation of items.<id>). */
  label: string;
  material: Material;
  /** 0..1 */
  confidence: number;
  source: ItemSource;
  /** Kilograms, when known. */
  estimatedWeight?: number;
  /** The on-device material head's confidence in `material`, when it judged it. */
  materialConfidence?: number;
  /** The app is not sure and asks the person what it is; why (decision.ts). */
  unsure?: UnsureReason;
  /**
   * The answers the change-answer control offers, likeliest first, at most MAX_CHOICES
   * (decision.ts); absent for an answer no model gave (typed, chosen), which offers its own.
   */
  choices?: readonly AnswerChoice[];
  /**
   * Every answer the probabilities behind `choices` ranked, likeliest first: the order "Something
   * else" lists the answers not offered in, so the next likeliest is the first there.
   */
  ranking?: readonly AnswerChoice[];
  /** The person chose the answer. */
  materialConfirmed?: true;
  /** The words the item was found by, when the catalogue's name is not its name (a publisher's keyword). */
  typedName?: { text: string; lang: string };
  /** The place's pack rules this very thing (a publisher's entry picked in search): its verdict wins. */
  ruling?: PackRuling;
}

export interface UserLocation {
  latitude: number;
  longitude: number;
  city: string;
  /** ISO 3166-1 alpha-2, when the geocoder or the typed city's match knows it: it picks the rule pack. */
  countryCode?: string;
  /** State, province or region (GeoNames admin1), when known. */
  region?: string;
  error?: string;
}

export interface ImpactMetrics {
  co2_saved: number;
  material_reduced: number;
  water_saved: number;
  energy_saved: number;
  trees_equivalent: number;
}

export interface Classification {
  category: string;
  material: string;
  disposal_type: string;
  confidence: number;
  reasoning: string;
}

export interface MaterialPart {
  part: string;
  type: string;
  recyclable: boolean;
  details: string;
}

export interface EcoTip {
  icon: string;
  title: string;
  description: string;
}

export interface SustainableHabit {
  emoji: string;
  text: string;
}

export interface DisposalStep {
  icon: string;
  text: string;
  /** The language of a step that keeps the words it was written in (the AI's, a publisher's). */
  lang?: string;
}

export interface DisposalInstructions {
  steps: DisposalStep[];
  warning?: string;
  location: string;
}

/** Who wrote an analysis: the configured AI, the on-device knowledge base, or the generic last resort. */
export type AnalysisSource = 'ai' | 'knowledge-base' | 'generic';

/** The detailed analysis of the spec in words (renderAnalysis.ts), the same shape whichever source answered. */
export interface AnalysisResult {
  classification: Classification;
  materialBreakdown: MaterialPart[];
  ecoTips: EcoTip[];
  sustainableHabits: SustainableHabit[];
  overallRecyclability: number;
  disposalInstructions: DisposalInstructions;
  source: AnalysisSource;
}

/** What a place is (docs/architecture.md, "The facility format"): a street container or bank, a staffed
 * drop-off site or yard, a shop or counter that takes things back, or anything else (a programme, a library). */
export const FACILITY_TYPES = ['container', 'centre', 'shop', 'other'] as const;
export type FacilityType = (typeof FACILITY_TYPES)[number];

/** A place as the results screen lists it (and the scan history keeps it). */
export interface NearbyFacility {
  /** The place's own name; '' when its source gives none (shown by its type and what it takes). */
  name: string;
  type: FacilityType;
  /** The street address where the source gives one, else ''. Never the town again: the person is in it. */
  address: string;
  /** null for a place its source gives no position: listed for the city, with no distance. */
  latitude: number | null;
  longitude: number | null;
  /** Miles, rounded to one decimal; null with no position. */
  distanceMiles: number | null;
  /** A maps search for the point, else for the street in the city; '' with neither. */
  mapsUrl: string;
  acceptedMaterials: string[];
  /** As the source writes them (OpenStreetMap's opening_hours syntax); absent when not given. */
  openingHours?: string;
  website?: string;
  /** The licence line of the place's source ("© OpenStreetMap contributors"). */
  attribution: string;
  /** Which way it lies from the person: tells apart points at the same distance in the same town. */
  direction?: CompassPoint;
}

/** A place that takes waste as stored: the recycling_facilities row, and the on-device list's entry. */
export interface FacilityRecord {
  /** The place's own name; '' when its source gives none. */
  name: string;
  type: FacilityType;
  /** Street address as the source gives it; '' when none. */
  street: string;
  city: string;
  /** State or region. */
  state: string;
  /** null (both) for a place its source gives no position: a city's table of street addresses. */
  latitude: number | null;
  longitude: number | null;
  /** The app's material names (see Material) plus finer source-derived ones where useful. */
  accepted_materials: string[];
  /** '' when not given. */
  opening_hours: string;
  /** '' when not given. */
  website: string;
  /** The licence line its source asks for, shown with the place. */
  attribution: string;
}

/** A facility with a position: the only kind a distance is measured to. */
export interface PlacedFacility extends FacilityRecord {
  latitude: number;
  longitude: number;
}

/** A facility found near a point, as get_nearby_facilities returns it. */
export interface FacilityNearPoint extends PlacedFacility {
  distance_miles: number;
}

/** What every analysis source is asked. language: the answer's language code (en, es, zh, hi, ar). */
export interface AnalysisRequest {
  items: IdentifiedItem[];
  location: UserLocation;
  language: string;
}

/** One shape for the AI and the on-device knowledge base, so the results screen never knows which answered. */
export type Analyzer = (request: AnalysisRequest, signal?: AbortSignal) => Promise<Analysis>;

/** A translation look-up handed to pure code that must produce text in the person's language. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
