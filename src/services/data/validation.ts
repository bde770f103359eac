// Both stores refuse incomplete community input the same way.
import { missingCorrectionFields, missingTipFields } from '../../domain/community';
import { DataStoreError, type NewCorrection, type NewTip } from './dataStore';

export function requireTipFields(tip: NewTip): void {
  const missing = missingTipFields(tip);
  if (missing.length > 0) throw new DataStoreError('invalid_input', `Missing required field: ${missing.join(', ')}`);
}

export function requireCorrectionFields(correction: NewCorrection): void {
  const missing = missingCorrectionFields(correction);
  if (missing.length > 0) throw new DataStoreError('invalid_input', `Missing required field: ${missing.join(', ')}`);
}
