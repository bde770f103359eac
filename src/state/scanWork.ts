// What the loading panel shows of a running scan, as one value (ScanWork) from the flow's steps and
// the identifiers', with the words and the bar decided in domain/scanProgress.ts; and the panel's
// Pause and Resume, which act on the photo's request to the vision service. Loaded with the panel,
// once a photo is chosen.
import { scanProgress, scanStatus, type ScanWork } from '../domain/scanProgress';
import { identificationAtom, pauseCloudAtom, resumeCloudAtom } from './identification';
import { atom } from './jotai';
import { scanFlowAtom } from './scanFlow';

/** The scan's work as the loading panel reads it: the flow's own steps and the identifiers'. */
export const scanWorkAtom = atom<ScanWork>((get) => {
  const flow = get(scanFlowAtom);
  const identification = get(identificationAtom);
  const cloud = identification.cloudPhase;
  return {
    phase: flow.phase,
    paused: flow.paused,
    photoRead: identification.photoRead,
    modelLoad: flow.modelLoad,
    deviceDone: identification.deviceEvidence !== null || identification.deviceFailed,
    cloud: cloud === 'off' ? 'off' : cloud === 'pending' || cloud === 'paused' ? cloud : 'done',
    located: flow.located,
    adviser: flow.adviser,
    advised: flow.phase === 'results',
    city: flow.city,
  };
});

/** 0..100, from the steps done. */
export const scanProgressAtom = atom((get) => scanProgress(get(scanWorkAtom)));

export const scanStatusAtom = atom((get) => scanStatus(get(scanWorkAtom)));

/** Whether Pause can act now: the photo is out to the vision service, or held there. */
export const canPauseAtom = atom((get) => {
  const work = get(scanWorkAtom);
  return work.phase === 'uploading' && (work.cloud === 'pending' || work.cloud === 'paused');
});

/** Pause stops the photo's request to the vision service; nothing is sent until Resume. */
export const pauseScanAtom = atom(null, (get, set) => {
  if (!get(canPauseAtom) || get(scanFlowAtom).paused) return;
  set(pauseCloudAtom);
  set(scanFlowAtom, (state) => ({ ...state, paused: true }));
});

/** Resume sends the photo to the vision service again. */
export const resumeScanAtom = atom(null, (get, set) => {
  if (!get(scanFlowAtom).paused) return;
  set(scanFlowAtom, (state) => ({ ...state, paused: false }));
  set(resumeCloudAtom);
});
