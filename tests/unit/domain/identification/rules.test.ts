import en from '../../../../locales/en.json';
import { checkPhotoFile } from '../../../../src/domain/identification/photoFile';
import { MAX_IMAGE_BYTES } from '../../../../src/domain/identification/photoFile';
import {
  IDENTIFICATION_ERROR_MESSAGES,
  IdentificationError,
  isConfident,
} from '../../../../src/domain/identification/rules';
import { MATERIALS } from '../../../../src/domain/types';
import { WASTE_ITEMS } from '../../../../src/domain/wasteItems';

describe('identification rules', () => {
  it('keeps confidence strictly above 0.5', () => {
    expect(isConfident(0.5)).toBe(false);
    expect(isConfident(0.5000001)).toBe(true);
  });

  it("uses the product's wording for its messages, on screen too", () => {
    expect(new IdentificationError('noItems').message).toBe('No items identified with sufficient confidence');
    expect(IDENTIFICATION_ERROR_MESSAGES.notAnImage).toBe('Please upload an image file (JPEG, PNG, etc.)');
    expect(IDENTIFICATION_ERROR_MESSAGES.tooLarge).toBe('Image size must be less than 10MB');
    expect(en.identify.errors).toMatchObject(IDENTIFICATION_ERROR_MESSAGES);
  });

  it('accepts images under 10 MB only', () => {
    expect(checkPhotoFile({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(MAX_IMAGE_BYTES).toBe(10_485_760);
    expect(checkPhotoFile({ type: 'image/png', size: MAX_IMAGE_BYTES - 1 })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: MAX_IMAGE_BYTES })).toBe('tooLarge');
    expect(checkPhotoFile({ type: 'application/pdf', size: 1000 })).toBe('notAnImage');
    expect(checkPhotoFile({ type: '', size: 1000 })).toBe('notAnImage');
  });

  it('has a name for every catalogue item and every material', () => {
    const names: Record<string, string> = en.items;
    expect(WASTE_ITEMS.filter((item) => !names[item.id]).map((i) => i.id)).toEqual([]);
    for (const item of WASTE_ITEMS) expect(names[item.id]).toBe(item.label);
    expect(Object.keys(en.identify.materials).sort()).toEqual([...MATERIALS].sort());
  });
});
