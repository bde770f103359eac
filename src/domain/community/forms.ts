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

/** The longest text each tip field takes (the community_tips table checks the same lengths). */
export const TIP_FIELD_LIMITS: Readonly<Record<keyof TipFields, number>> = {
  itemType: 120,
  location: 200,
  instructions: 2000,
  source: 300,
};

const filled = (text: string | undefined) => (text ?? '').trim() !== '';

/** Item type, location and instructions are required; the source is optional. */
export function missingTipFields(tip: TipFields): (keyof TipFields)[] {
  return (['itemType', 'location', 'instructions'] as const).filter((field) => !filled(tip[field]));
}

export function missingCorrectionFields(correction: CorrectionFields): (keyof CorrectionFields)[] {
  return (['itemLabel', 'actualItem', 'correctInstructions'] as const).filter((field) => !filled(correction[field]));
}
