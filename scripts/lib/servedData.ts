// Where the set-up step puts the data the app serves (git-ignored: derived from third-party data).
import { join, resolve } from 'node:path';

export const SERVED_DATA_DIR = join(resolve(import.meta.dirname, '..', '..'), 'public', 'data');
export const PLACES_FILE = join(SERVED_DATA_DIR, 'places.json');
export const FACILITIES_FILE = join(SERVED_DATA_DIR, 'facilities.json');
