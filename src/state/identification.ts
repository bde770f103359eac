// Identification state for the upload and results screens: a photo in, items out. The on-device
// items are shown as soon as the worker answers; the cloud's labels, when configured, refine them
// when they arrive. A cloud failure is never shown: the on-device result stands.
import { useSyncExternalStore } from 'react';

import { config } from '../config';
import type { CloudEvidence, CloudLabel } from '../domain/identification/cloudLabels';
import {
  decideIdentification,
  type DeviceEvidence,
  deviceEvidence,
  type Identification,
} from '../domain/identification/decision';
import type { ItemScore } from '../domain/identification/imagenetTaxonomy';
import { checkPhotoFile } from '../domain/identification/photoFile';
import { itemsFromCloud, shownItems } from '../domain/identification/reconcile';
import { IdentificationError, type IdentificationErrorCode } from '../domain/identification/rules';
import type { IdentifiedItem } from '../domain/types';
import { classifier } from '../services/classifier/classifier';
import type {
  BackendName,
  ClassifierBridge,
  ClassifyResult,
  ModelStatus,
} from '../services/classifier/ClassifierBridge';
import { decodePhoto } from '../services/photo/decodePhoto';
import { atom, type Getter, useAtomValue } from './jotai';
import { taughtMemoryAtom } from './taught';

export interface IdentificationServices {
  classifier: Pick<ClassifierBridge, 'classify' | 'preload' | 'status' | 'subscribe' | 'setMemory'>;
  decode: (file: Blob) => Promise<ImageBitmap>;
  /** Null when no cloud vision is configured. */
  cloud: { labels: (file: Blob, signal: AbortSignal) => Promise<CloudLabel[]> } | null;
}

/** The vision service's client, loaded only when a photo is first sent to it. */
function visionLabels(settings: NonNullable<typeof config.vision>) {
  let client: Promise<{ detect: (file: Blob, signal: AbortSignal) => Promise<CloudLabel[]> }> | null = null;
  const load = async () => {
    const [{ createVisionClient }, { encodeForVision }] = await Promise.all([
      import('../services/vision/visionClient'),
      import('../services/vision/encodeForVision'),
    ]);
    const vision = createVisionClient(settings);
    return {
      detect: async (file: Blob, signal: AbortSignal) => vision.detectLabels(await encodeForVision(file), signal),
    };
  };
  return async (file: Blob, signal: AbortSignal): Promise<CloudLabel[]> => {
    // Offline, three attempts would only delay the on-device answer.
    if (!navigator.onLine) throw new Error('Offline: cloud vision skipped');
    if (!client) {
      client = load();
      // A chunk that failed to load (a dropped connection) is fetched again for the next photo.
      client.catch(() => (client = null));
    }
    return (await client).detect(file, signal);
  };
}

function appServices(): IdentificationServices {
  return {
    classifier,
    decode: decodePhoto,
    cloud: config.vision ? { labels: visionLabels(config.vision) } : null,
  };
}

/** The services identification uses; tests put stand-ins here. */
export const identificationServicesAtom = atom<IdentificationServices>(appServices());

export type IdentificationPhase = 'idle' | 'identifying' | 'identified' | 'failed';
/** The vision service: not configured, the photo out, held by the person (Pause), answered, or failed. */
export type CloudPhase = 'off' | 'pending' | 'paused' | 'done' | 'failed';

export interface IdentificationState {
  phase: IdentificationPhase;
  photo: File | null;
  /** The photo's bytes are decoded and on their way to the identifiers. */
  photoRead: boolean;
  /** What the on-device models said (decision.ts); null until the device answers. */
  deviceEvidence: DeviceEvidence | null;
  /** The photo's embedding, kept in memory so a correction of its answer can teach the app. */
  embedding: Float32Array | null;
  deviceFailed: boolean;
  backend: BackendName | null;
  cloudPhase: CloudPhase;
  /** What the vision service's labels say, read once they arrive. */
  cloudEvidence: CloudEvidence | null;
  error: IdentificationErrorCode | null;
  /** From the file chosen to the first items, in ms. */
  firstItemsMs: number | null;
}

const IDLE: IdentificationState = {
  phase: 'idle',
  photo: null,
  photoRead: false,
  deviceEvidence: null,
  embedding: null,
  deviceFailed: false,
  backend: null,
  cloudPhase: 'off',
  cloudEvidence: null,
  error: null,
  firstItemsMs: null,
};

export const identificationAtom = atom<IdentificationState>(IDLE);

/** What the device made of one picture: the evidence the decision rule reads, and what a correction teaches. */
export interface DeviceReading {
  evidence: DeviceEvidence;
  embedding: Float32Array | null;
  backend: BackendName;
}

/** The worker's answer as the decision rule and the scan read it, for a photo and a camera frame alike. */
export function deviceReading(result: ClassifyResult): DeviceReading {
  return {
    evidence: deviceEvidence(
      result.probabilities,
      result.materials,
      result.familiar,
      result.digital,
      result.recollection,
    ),
    embedding: result.embedding ?? null,
    backend: result.backend,
  };
}

const NO_ANSWER: Identification = { kind: 'item', items: [], choices: [], ranking: [] };

/** The on-device answer: the decision rule over what the models said. */
export const deviceIdentificationAtom = atom<Identification>((get) => {
  const { deviceEvidence: evidence } = get(identificationAtom);
  return evidence ? decideIdentification(evidence) : NO_ANSWER;
});

export const deviceItemsAtom = atom<IdentifiedItem[]>((get) => get(deviceIdentificationAtom).items);

const NO_SCORES: ItemScore[] = [];
const NO_ITEMS: IdentifiedItem[] = [];

export const cloudItemsAtom = atom<IdentifiedItem[]>((get) => {
  const { cloudEvidence, deviceEvidence: evidence } = get(identificationAtom);
  return cloudEvidence ? itemsFromCloud(cloudEvidence, evidence?.items ?? NO_SCORES) : NO_ITEMS;
});

/** The items to show: both sources merged, agreed ones first, and any hazard named ahead of a bin. */
export const identifiedItemsAtom = atom<IdentifiedItem[]>((get) =>
  shownItems(get(deviceItemsAtom), get(cloudItemsAtom)),
);

/** The device's reading of one picture, what the person taught handed to the worker first: a photo's or a frame's. */
export async function readOnDevice(get: Getter, image: ImageBitmap, signal?: AbortSignal): Promise<DeviceReading> {
  const { classifier: bridge } = get(identificationServicesAtom);
  bridge.setMemory(await get(taughtMemoryAtom));
  return deviceReading(await bridge.classify(image, { signal, withEmbedding: true }));
}

/** The identification running now: a newer photo aborts it; Pause and Resume act on its cloud request. */
interface CurrentScan {
  controller: AbortController;
  /** Resolves once both identifiers have answered (or given up, or the scan ended). */
  settled: Promise<void>;
  pauseCloud(): void;
  resumeCloud(): void;
}

const currentScanAtom = atom<CurrentScan | null>(null);

/** How identifying a photo ended, as the person sees it. */
type IdentifyOutcome = Promise<IdentificationPhase | 'replaced'>;

/**
 * Identifies a photo. Resolves once the outcome is known to the person: 'identified' with the first
 * items (the cloud may still refine them), 'failed' with an error, or 'replaced' by a newer photo.
 * `read`: what the device already made of this very picture (a live camera frame), not worked out again.
 */
export const identifyPhotoAtom = atom(null, async (get, set, file: File, read?: DeviceReading): IdentifyOutcome => {
  get(currentScanAtom)?.controller.abort();
  const controller = new AbortController();
  let settle = () => {};
  const scan: CurrentScan = {
    controller,
    settled: new Promise<void>((resolve) => {
      settle = resolve;
      controller.signal.addEventListener('abort', () => resolve(), { once: true });
    }),
    pauseCloud: () => undefined,
    resumeCloud: () => undefined,
  };
  set(currentScanAtom, scan);
  const started = performance.now();
  const services = get(identificationServicesAtom);
  const isCurrent = () => get(currentScanAtom) === scan;
  const update = (patch: Partial<IdentificationState>) => {
    if (isCurrent()) set(identificationAtom, (state) => ({ ...state, ...patch }));
  };

  const invalid = checkPhotoFile(file);
  set(identificationAtom, {
    ...IDLE,
    phase: invalid ? 'failed' : 'identifying',
    photo: invalid ? null : file,
    error: invalid,
  });
  if (invalid) {
    settle();
    return 'failed';
  }

  // One load attempt per photo, started now so it runs beside the decoding: a load that fails fails
  // this scan (Retry starts another), rather than a late classify quietly starting a second wait.
  const modelLoaded = read ? Promise.resolve() : services.classifier.preload();
  modelLoaded.catch(() => undefined);

  let bitmap: ImageBitmap | undefined;
  try {
    if (!read) bitmap = await services.decode(file);
  } catch (error) {
    update({ phase: 'failed', error: error instanceof IdentificationError ? error.code : 'unreadable' });
    settle();
    return isCurrent() ? 'failed' : 'replaced';
  }
  update({ photoRead: true });

  let deviceDone = false;
  let cloudDone = !services.cloud;
  return new Promise((resolve) => {
    // After each answer: items now -> identified; nothing left to wait for -> failed.
    const decide = () => {
      if (deviceDone && cloudDone) settle();
      if (!isCurrent()) return resolve('replaced');
      const state = get(identificationAtom);
      if (state.phase !== 'identifying') return;
      const [first] = get(identifiedItemsAtom);
      // An answer the device is unsure of waits for the cloud, which may settle it.
      if (first && (first.unsure === undefined || cloudDone)) {
        update({ phase: 'identified', firstItemsMs: performance.now() - started });
        resolve('identified');
      } else if (deviceDone && cloudDone) {
        const error =
          state.deviceFailed && state.cloudPhase !== 'done'
            ? 'modelUnavailable'
            : get(deviceIdentificationAtom).kind === 'notWaste'
              ? 'notWaste'
              : 'noItems';
        update({ phase: 'failed', error });
        resolve('failed');
      }
    };

    (bitmap
      ? Promise.all([get(taughtMemoryAtom), modelLoaded]).then(() => readOnDevice(get, bitmap, controller.signal))
      : Promise.resolve(read!)
    )
      .then(
        ({ evidence, embedding, backend }) => update({ deviceEvidence: evidence, embedding, backend }),
        (error: unknown) => {
          if (!controller.signal.aborted) console.warn('On-device identification failed', error);
          update({ deviceFailed: true });
        },
      )
      .finally(() => {
        deviceDone = true;
        decide();
      });

    const cloud = services.cloud;
    if (cloud) {
      // Each send has its own controller: Pause aborts the request in flight, Resume sends the photo again.
      let request: AbortController | null = null;
      const send = () => {
        const own = new AbortController();
        request = own;
        const stop = () => own.abort(controller.signal.reason);
        controller.signal.addEventListener('abort', stop, { once: true });
        update({ cloudPhase: 'pending' });
        cloud
          .labels(file, own.signal)
          // The label tables load only when a vision service answers.
          .then(async (labels) => (await import('../domain/identification/cloudLabels')).readCloudLabels(labels))
          .then(
            (evidence) => update({ cloudPhase: 'done', cloudEvidence: evidence }),
            (error: unknown) => {
              if (own.signal.aborted && !controller.signal.aborted) return;
              // The on-device result stands; the cloud's failure is for the developer console only.
              if (!controller.signal.aborted)
                console.info('Cloud vision unavailable, keeping the on-device result', error);
              update({ cloudPhase: 'failed' });
            },
          )
          .finally(() => {
            controller.signal.removeEventListener('abort', stop);
            if (request !== own || (own.signal.aborted && !controller.signal.aborted)) return;
            request = null;
            cloudDone = true;
            decide();
          });
      };
      scan.pauseCloud = () => {
        if (!request) return;
        const held = request;
        request = null;
        update({ cloudPhase: 'paused' });
        held.abort(new DOMException('Paused by the person', 'AbortError'));
      };
      scan.resumeCloud = () => {
        if (!cloudDone && !request && isCurrent() && get(identificationAtom).cloudPhase === 'paused') send();
      };
      send();
    }
  });
});

/** Resolves once the current photo's identifiers have both answered, so the advice uses the final items. */
export const identifiersSettledAtom = atom(null, (get) => get(currentScanAtom)?.settled ?? Promise.resolve());

/** Pause: the photo's request to the vision service is stopped, nothing more is sent until Resume. */
export const pauseCloudAtom = atom(null, (get) => get(currentScanAtom)?.pauseCloud());

/** Resume: the photo is sent to the vision service again. */
export const resumeCloudAtom = atom(null, (get) => get(currentScanAtom)?.resumeCloud());

/** Stops the current identification and forgets the photo. */
export const resetIdentificationAtom = atom(null, (get, set) => {
  get(currentScanAtom)?.controller.abort();
  set(currentScanAtom, null);
  set(identificationAtom, IDLE);
});

/** Starts loading the model in the background, e.g. when the page is idle. Failures show in its status. */
export const preloadModelAtom = atom(null, (get) => {
  get(identificationServicesAtom)
    .classifier.preload()
    .catch(() => undefined);
});

/** The on-device model's status (loading progress, backend, failure), for the screens. */
export function useModelStatus(): ModelStatus {
  const { classifier: bridge } = useAtomValue(identificationServicesAtom);
  return useSyncExternalStore(
    (onChange) => bridge.subscribe(onChange),
    () => bridge.status,
  );
}
