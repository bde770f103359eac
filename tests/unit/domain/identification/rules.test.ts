import en from '../../../../locales/en.json';
import { checkPhotoFile, MAX_IMAGE_BYTES, photoRefusal } from '../../../../src/domain/identification/photoFile';
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

describe('the upload box’s own check of what is dropped or chosen', () => {
  const photo = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('takes one JPEG, PNG or GIF under 10 MB, by its type or, without one, by its extension', () => {
    expect(photoRefusal([photo('a.jpg', 'image/jpeg')])).toBeNull();
    expect(photoRefusal([photo('a.png', 'image/png', MAX_IMAGE_BYTES - 1)])).toBeNull();
    expect(photoRefusal([photo('a.gif', 'image/gif')])).toBeNull();
    expect(photoRefusal([photo('PHOTO.JPEG', '')])).toBeNull();
  });

  it('refuses two files, other types (SVG, PDF, WebP) and 10 MB or more, each with its reason', () => {
    expect(photoRefusal([photo('a.jpg', 'image/jpeg'), photo('b.jpg', 'image/jpeg')])).toBe('tooMany');
    expect(photoRefusal([photo('a.svg', 'image/svg+xml')])).toBe('notAnImage');
    expect(photoRefusal([photo('a.pdf', 'application/pdf')])).toBe('notAnImage');
    expect(photoRefusal([photo('a.webp', 'image/webp')])).toBe('notAnImage');
    expect(photoRefusal([photo('a.jpg', 'image/jpeg', MAX_IMAGE_BYTES)])).toBe('tooLarge');
  });
});
