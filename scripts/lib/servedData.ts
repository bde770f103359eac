// Where the set-up step puts the data the app serves (git-ignored: derived from third-party data).
import { join, resolve } from 'node:path';

/** The third-party data sets beside the project (../shared/data), or RECYCLESMART_SHARED_DATA. */
export const SHARED_DATA_DIR = resolve(
  process.env.RECYCLESMART_SHARED_DATA ?? join(resolve(import.meta.dirname, '..', '..'), '..', 'shared', 'data'),
);

export const SERVED_DATA_DIR = join(resolve(import.meta.dirname, '..', '..'), 'public', 'data');
export const PLACES_FILE = join(SERVED_DATA_DIR, 'places.json');
/** One file per facility source, and index.json naming them (domain/facilities/facilityList.ts). */
export const FACILITIES_DATA_DIR = join(SERVED_DATA_DIR, 'facilities');
export const RULES_DATA_DIR = join(SERVED_DATA_DIR, 'rules');
