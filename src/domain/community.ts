// Form rules for community tips and correction suggestions (spec section 5).

export interface TipFields {
  itemType: string;
  location: string;
  instructions: string;
  source?: string;
}

export interface CorrectionFields {
  itemLabel: string;
  actualItem: string;
  correctInstructions: string;
}

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/** Item type, location and instructions are required; the source is optional. */
export function missingTipFields(tip: TipFields): (keyof TipFields)[] {
  return (['itemType', 'location', 'instructions'] as const).filter((field) => !filled(tip[field]));
}

export function missingCorrectionFields(correction: CorrectionFields): (keyof CorrectionFields)[] {
  return (['itemLabel', 'actualItem', 'correctInstructions'] as const).filter((field) => !filled(correction[field]));
}
