// What both halves of the DataStore suite (dataStoreBehaviour.ts, savedAndSharedBehaviour.ts) and the
// suites built on them share: the harness, fresh accounts, and records shaped as the screens make them.
import { ACTION_IMPACT_ESTIMATE } from '../../../../src/domain/progress';
import type { ScanRecord } from '../../../../src/domain/scanHistory';
import type { DataStore } from '../../../../src/services/data/dataStore';
import { DataStoreError } from '../../../../src/services/data/dataStore';

export interface StoreHarness {
  /** A store on the same backing storage: a page reload, or another tab. */
  open(): Promise<DataStore>;
}

/** The harness and the store each test starts from, set afresh before every test. */
export interface StoreUnderTest {
  h: StoreHarness;
  store: DataStore;
}

let emailCounter = 0;
export const freshEmail = (name = 'person') => `${name}.${Date.now().toString(36)}.${++emailCounter}@example.org`;
export const PASSWORD = 'correct horse battery';

export async function signedUp(store: DataStore, email = freshEmail()) {
  const { session } = await store.auth.signUp({ email, password: PASSWORD });
  if (!session) throw new Error('expected a session straight after sign-up');
  return session;
}

export async function failureOf(promise: Promise<unknown>): Promise<DataStoreError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DataStoreError);
    return error as DataStoreError;
  }
  throw new Error('expected the call to fail');
}

export function scan(id: string, overall = 70): ScanRecord {
  return {
    id,
    identified_items: [{ id: 'plastic-bottle', label: 'Plastic bottle', material: 'plastic', confidence: 0.9 }],
    disposal_instructions: { steps: [{ icon: '♻️', text: 'Rinse and recycle' }], location: 'Springfield' },
    material_breakdown: [{ part: 'Body', type: 'PET', recyclable: true, details: 'Widely accepted' }],
    eco_tips: [{ icon: '💧', title: 'Refill', description: 'Use a refillable bottle' }],
    sustainable_habits: [{ emoji: '🛍️', text: 'Carry a bag' }],
    impact_metrics: { ...ACTION_IMPACT_ESTIMATE },
    nearest_facilities: [],
    overall_recyclability: overall,
  };
}

export const activity = (kg: number, action: 'recycled' | 'composted' | 'disposed' = 'recycled') => ({
  action,
  itemCategory: 'Plastic bottle',
  material: 'plastic',
  city: 'Springfield',
  impact: { ...ACTION_IMPACT_ESTIMATE, material_reduced: kg },
});

export const uuid = () => crypto.randomUUID();
