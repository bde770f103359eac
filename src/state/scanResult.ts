// The kept scan result (the spec's "scan session", section 3: image, items, instructions, analysis, location, bookmark) and
// the work that re-derives a result: after a scan, when a person confirms an item's material, or when
// they give their city on the results screen. A language change re-renders the kept facts and derives
// nothing. Kept under app-storage so a reload keeps it.
import i18n from 'i18next';

import type { Analysis } from '../domain/analysis/analysis';
import { renderAnalysis } from '../domain/analysis/renderAnalysis';
import { leadMaterial, nearbyFacilityCards } from '../domain/facilities/nearby';
import type { AnswerChoice } from '../domain/identification/decision';
import { hazardQuestion } from '../domain/identification/question';
import { hasCity } from '../domain/location';
import type { TakeAction } from '../domain/progress';
import { EMPTY_SCAN_RESULT, type ScanResult, withItemAnswer } from '../domain/results/scanResult';
import type { ScanToSave } from '../domain/scanHistory';
import type { IdentifiedItem, UserLocation } from '../domain/types';
import { loadFullText } from '../i18n';
import { areaRecyclability, cityPlaces } from '../services/analysis/areaRecyclability';
import { dataStoreAtom, pendingBookmarkStoreAtom, requireDataStore } from './account';
import { recordActionAtom, writeScanHistoryAtom } from './activity';
import { atom, type Getter, type Setter } from './jotai';
import { type ScanServices, scanServicesAtom } from './scanServices';
import { rememberAnswerAtom } from './taught';
import { showToastAtom } from './toast';

const storedScanResultAtom = atom<ScanResult | null>(null);

/** The current result, read from storage on first use. */
export const scanResultAtom = atom(
  (get) => get(storedScanResultAtom) ?? get(scanServicesAtom).scanResultStore.load(),
  (get, set, next: ScanResult) => {
    set(storedScanResultAtom, next);
    get(scanServicesAtom).scanResultStore.save(next);
  },
);

/** True while a result is being worked out again (new material, new city). */
export const resultRefreshingAtom = atom(false);

/** The interface language as its primary subtag: the AI answers in it, and the results render in it. */
export const analysisLanguage = () => (i18n.resolvedLanguage ?? i18n.language ?? 'en').split('-')[0] ?? 'en';

/** Everything /results shows, worked out from the items and where the person is. */
export async function deriveResult(
  get: Getter,
  services: ScanServices,
  items: IdentifiedItem[],
  location: UserLocation,
  signal?: AbortSignal,
): Promise<
  Pick<
    ScanResult,
    'identifiedItems' | 'analysis' | 'userLocation' | 'impact' | 'facilities' | 'recyclabilityScore' | 'breakdown'
  >
> {
  const analysis = await services.analyze({ items, location, language: analysisLanguage() }, signal);
  const facilities = get(dataStoreAtom)?.facilities ?? services.facilities;
  const [area, unplaced] = await Promise.all([
    areaRecyclability(items, analysis, location, facilities),
    cityPlaces(location, facilities),
  ]);
  const primary = items[0]!;
  const impact = await services.impact(
    {
      label: primary.label,
      material: primary.material,
      ...(primary.estimatedWeight !== undefined ? { weightKg: primary.estimatedWeight } : {}),
      location,
    },
    signal,
  );
  return {
    identifiedItems: items,
    analysis,
    userLocation: location,
    impact: { metrics: impact.metrics, basis: impact.basis },
    facilities: nearbyFacilityCards(area.facilities, {
      from: location,
      lead: leadMaterial(items, analysis),
      unplaced,
    }),
    recyclabilityScore: area.score,
    breakdown: area.breakdown,
  };
}

/** Counts the re-derivations started (and resets), so only the newest one writes its result. */
const refreshTicketAtom = atom(0);

// A result always has a location; this only stands in for a session that somehow lacks one.
const whereOf = (session: ScanResult): UserLocation => session.userLocation ?? { city: '', latitude: 0, longitude: 0 };

async function refresh(get: Getter, set: Setter, items: IdentifiedItem[], location: UserLocation) {
  const ticket = get(refreshTicketAtom) + 1;
  set(refreshTicketAtom, ticket);
  const scanId = get(scanResultAtom).scanId;
  set(resultRefreshingAtom, true);
  try {
    const derived = await deriveResult(get, get(scanServicesAtom), items, location);
    // A newer change, or a new scan, has taken over.
    if (ticket !== get(refreshTicketAtom) || get(scanResultAtom).scanId !== scanId) return;
    set(scanResultAtom, { ...get(scanResultAtom), ...derived });
    if (scanId)
      set(reviseScanAtom, scanId).catch((error: unknown) =>
        console.error('Bringing the scan history up to date failed', error),
      );
  } finally {
    if (ticket === get(refreshTicketAtom)) set(resultRefreshingAtom, false);
  }
}

/**
 * The action marked on this result, taken back once the person changes their answer: it was marked
 * for the thing as they said it was then. When it cannot be taken back it stays, and they hear so.
 */
async function takeBackAction(get: Getter, set: Setter) {
  const { action, actionRecordId } = get(scanResultAtom);
  if (!action || !actionRecordId) return;
  try {
    await requireDataStore(get).deleteActivity(actionRecordId);
  } catch (error) {
    console.error('Taking back the action failed', error);
    set(showToastAtom, { type: 'error', message: i18n.t('results.action.takeBackFailed') });
    return;
  }
  set(scanResultAtom, { ...get(scanResultAtom), action: null, actionRecordId: null, actionTakenBack: action });
}

const isOtherAnswer = (before: IdentifiedItem | undefined, after: IdentifiedItem | undefined) =>
  before?.id !== after?.id || before?.material !== after?.material;

/** The photo behind the result teaches the answer the person gave; the result never waits for it. */
function teach(set: Setter, scanId: string | null, item: IdentifiedItem) {
  set(rememberAnswerAtom, scanId, item).catch((error: unknown) =>
    console.warn('The correction could not be remembered on this device', error),
  );
}

/**
 * A person says what an item is (the change-answer control): the item changes at once and the
 * instructions, breakdown, impact and nearby places are worked out again for it. Kept across a reload.
 */
export const changeItemAnswerAtom = atom(
  null,
  async (get, set, { index, choice }: { index: number; choice: AnswerChoice }) => {
    const session = get(scanResultAtom);
    const items = withItemAnswer(session.identifiedItems, index, choice);
    set(scanResultAtom, { ...session, identifiedItems: items });
    if (index === 0) teach(set, session.scanId, items[0]!);
    if (index === 0 && isOtherAnswer(session.identifiedItems[0], items[0])) await takeBackAction(get, set);
    await refresh(get, set, items, whereOf(session));
  },
);

/** The person names the item through the search on the results screen: the advice is worked out for it. */
export const changeItemToAtom = atom(
  null,
  async (get, set, { index, item }: { index: number; item: IdentifiedItem }) => {
    const session = get(scanResultAtom);
    if (index < 0 || index >= session.identifiedItems.length) throw new RangeError(`No identified item at ${index}`);
    const items = session.identifiedItems.map((current, i) => (i === index ? item : current));
    set(scanResultAtom, { ...session, identifiedItems: items });
    if (index === 0) teach(set, session.scanId, item);
    if (index === 0 && isOtherAnswer(session.identifiedItems[0], item)) await takeBackAction(get, set);
    await refresh(get, set, items, whereOf(session));
  },
);

/** The person gives (or corrects) where they are on the results screen: the advice follows. */
export const changeResultLocationAtom = atom(null, async (get, set, location: UserLocation) => {
  const session = get(scanResultAtom);
  if (!session.identifiedItems.length) return;
  set(scanResultAtom, { ...session, userLocation: location });
  await refresh(get, set, session.identifiedItems, location);
});

/**
 * A place the person gave elsewhere (the community page), kept with the result: a result on hand
 * follows it, as when they give it here; without one it waits for the next scan, across a reload.
 */
export const keepPlaceWithResultAtom = atom(null, async (get, set, location: UserLocation) => {
  const session = get(scanResultAtom);
  if (samePlace(session.userLocation, location)) return;
  if (session.identifiedItems.length) await set(changeResultLocationAtom, location);
  else set(scanResultAtom, { ...session, userLocation: location });
});

const samePlace = (kept: UserLocation | null, place: UserLocation) =>
  kept !== null && kept.city === place.city && kept.latitude === place.latitude && kept.longitude === place.longitude;

/** Spec: resetting clears image, items, instructions, analysis, pending bookmark and the bookmarked flag. */
export const resetScanResultAtom = atom(null, (get, set) => {
  set(refreshTicketAtom, (ticket) => ticket + 1);
  set(resultRefreshingAtom, false);
  set(scanResultAtom, { ...EMPTY_SCAN_RESULT, userLocation: get(scanResultAtom).userLocation });
  // The pending bookmark belongs to the result it was made on.
  void get(pendingBookmarkStoreAtom)
    ?.take()
    .catch(() => undefined);
});

/**
 * Take Action on the current result, through the data layer: the scan goes into the person's history
 * first, so deleting that entry later takes the action back with it. Signed out, it is refused.
 */
export const takeActionAtom = atom(null, async (get, set, action: TakeAction) => {
  const session = get(scanResultAtom);
  const item = session.identifiedItems[0];
  // While the app asks for a hazard's sake the item is the hazard, not what the person holds.
  if (!item || hazardQuestion(item) || !session.analysis || !session.scanId || session.action) return null;
  await set(saveCurrentScanAtom);
  const recorded = await set(recordActionAtom, {
    action,
    item: { label: item.label, material: item.material },
    city: session.userLocation && hasCity(session.userLocation) ? session.userLocation.city : null,
    analysedMetrics: session.impact?.basis === 'ai' ? session.impact.metrics : null,
    scanId: session.scanId,
  });
  set(scanResultAtom, { ...get(scanResultAtom), action, actionRecordId: recorded.recordId, actionTakenBack: null });
  return recorded;
});

/** The analysis in the interface language, once its text is at hand (a first visit has only the first screen's). */
async function analysisInWords(analysis: Analysis, score: number) {
  const language = analysisLanguage();
  await loadFullText(language);
  return renderAnalysis(analysis, i18n.getFixedT(language), language, score);
}

/**
 * The current result as its history entry, in words in the language of the moment; null without one,
 * or when it is no longer the scan `scanId` names.
 */
async function currentScan(get: Getter, scanId?: string): Promise<ScanToSave | null> {
  const session = get(scanResultAtom);
  if (!session.analysis || !session.scanId || (scanId !== undefined && session.scanId !== scanId)) return null;
  return {
    resultId: session.scanId,
    items: session.identifiedItems,
    analysis: await analysisInWords(session.analysis, session.recyclabilityScore),
    impact: session.impact?.metrics ?? null,
    facilities: session.facilities,
  };
}

/**
 * Spec: the scan is saved to history once per result, when signed in and an analysis exists. The
 * history keeps it in words, in the language of the moment it is saved.
 */
export const saveCurrentScanAtom = atom(null, (get, set) =>
  set(writeScanHistoryAtom, { kind: 'save', scan: () => currentScan(get) }),
);

/**
 * The saved entry follows the result when the person says what the thing is or where they are: it is
 * often saved while the app is still asking, and the history should keep their answer, not the guess.
 */
const reviseScanAtom = atom(null, (get, set, scanId: string) =>
  set(writeScanHistoryAtom, { kind: 'revise', scan: () => currentScan(get, scanId) }),
);
