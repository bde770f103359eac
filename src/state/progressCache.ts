// The device's copy of the person's figures, in a module of its own: the session start clears it at
// sign-out, and importing it from the dashboard's state would load the dashboard with the home page.
import { createProgressCache, type ProgressCache } from '../services/data/progressCache';
import { atom } from './jotai';

/** The device's copy of progress; tests hand in their own. */
export const progressCacheAtom = atom<ProgressCache>(createProgressCache());
