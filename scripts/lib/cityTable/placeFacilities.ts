// A city table's places in the facility format, for the nearby list: each place takes the materials of
// the catalogue items whose entries link to it (Sault Ste. Marie's "Batteries - Single Use" links to
// Staples, so Staples takes batteries), has the type the mapping gives it, and keeps the street and
// website the table gives. A place the table gives no position has none: it is listed for the city,
// never put at a guessed point. Links that are no place (a curbside collection) are left out.
import {
  facilityText,
  facilityWebsite,
  type ImportedFacility,
  MAX_FACILITY_NAME_LENGTH,
} from '../../../src/domain/facilities/facilityImport';
import type { RulePack } from '../../../src/domain/rules/rulePack';
import type { FacilityType } from '../../../src/domain/types';
import type { WasteItemDefinition } from '../../../src/domain/wasteItems';
import type { TableEntry } from './entries';
import type { Place } from './locations';
import type { Mapping } from './mapping';

export function placeFacilities(
  mapping: Mapping,
  places: readonly Place[],
  entries: readonly TableEntry[],
  pack: Pick<RulePack, 'id' | 'items' | 'area'>,
  catalogue: readonly WasteItemDefinition[],
): ImportedFacility[] {
  const spec = mapping.table.locations;
  if (!spec) return [];
  const typeOf = new Map<string, FacilityType>();
  for (const [type, keys] of Object.entries(spec.types ?? {}) as [FacilityType, string[]][])
    for (const key of keys) typeOf.set(key, type);
  const notPlaces = new Set(spec.notPlaces ?? []);

  const byTitle = new Map(entries.map((entry) => [entry.title, entry]));
  const materialOf = new Map(catalogue.map((item) => [item.id, item.material]));
  const accepted = new Map<string, Set<string>>();
  for (const [item, rule] of Object.entries(pack.items)) {
    const material = materialOf.get(item);
    const entry = rule.ref ? byTitle.get(rule.ref) : undefined;
    if (material)
      for (const place of entry?.places ?? [])
        accepted.set(place.key, (accepted.get(place.key) ?? new Set()).add(material));
  }
  return places
    .filter((place) => !notPlaces.has(place.key))
    .map((place) => ({
      source_ref: `${pack.id}:${place.key}`,
      name: facilityText(place.name, MAX_FACILITY_NAME_LENGTH),
      type: typeOf.get(place.key) ?? 'other',
      street: facilityText(place.address),
      // The city the pack is for: the table's places are that city's.
      city: pack.area.cities?.[0] ?? '',
      state: pack.area.region ?? '',
      latitude: place.latitude,
      longitude: place.longitude,
      accepted_materials: [...(accepted.get(place.key) ?? [])].sort(),
      opening_hours: '',
      website: facilityWebsite(place.website),
      attribution: mapping.pack.source.attribution,
    }));
}
