// @vitest-environment node
// The identification command's pipeline (browser-like reading, the worker's analysis with the real
// weights and the committed head, the decision rule) on real photos from ../shared/data.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { PNG } from 'pngjs';

import {
  createIdentifier,
  type IdentifiedPhoto,
  type Identifier,
  notReadAnswer,
  type UnreadablePhoto,
} from '../../scripts/lib/identifyPhotos';
import { SHARED_DATA_DIR, TRASHNET_TRAIN_DIR } from '../../scripts/lib/nodeMobileNet';
import { IDENTIFICATION_ERROR_MESSAGES } from '../../src/domain/identification/rules';
import { darkenedJpeg } from '../fixtures/photos';

const wild = (folder: string, file: string) => join(SHARED_DATA_DIR, 'wild-eval', folder, file);
let identifier: Identifier;

beforeAll(async () => {
  identifier = await createIdentifier();
}, 60_000);

async function identified(file: string): Promise<IdentifiedPhoto> {
  const answer = await identifier.identify(file);
  if ('error' in answer) throw new Error(answer.error);
  return answer;
}

/** A screenshot-like picture: flat colour blocks and "text" lines, as a PNG. */
function screenshotLike(): string {
  const png = new PNG({ width: 640, height: 480 });
  for (let y = 0; y < 480; y++) {
    for (let x = 0; x < 640; x++) {
      const i = (y * 640 + x) * 4;
      const header = y < 60;
      const text = y > 100 && y % 24 < 8 && x > 40 && x < 40 + ((y * 37) % 500);
      const [r, g, b] = header ? [21, 128, 61] : text ? [40, 40, 40] : [250, 250, 250];
      png.data[i] = r;
      png.data[i + 1] = g;
      png.data[i + 2] = b;
      png.data[i + 3] = 255;
    }
  }
  const file = join(mkdtempSync(join(tmpdir(), 'identify-')), 'screen.png');
  writeFileSync(file, PNG.sync.write(png));
  return file;
}

describe('identifying real photos as the app does', () => {
  it('keeps fruit MobileNet names surely organic: compost, no question', async () => {
    expect(await identified(wild('organic', 'grocery-fruit-banana-0e09bc43.jpg'))).toMatchObject({
      item: 'fruit',
      material: 'organic',
      stream: 'compost',
      unsure: false,
    });
    const { choices } = await identified(wild('organic', 'grocery-fruit-banana-0e09bc43.jpg'));
    expect(choices[0]).toBe('organic');
    expect(choices.length).toBeLessThanOrEqual(3);
  });

  it('keeps a T-shirt textile: a donation or textile drop-off, never recycling', async () => {
    expect(await identified(wild('textile', 'clothing-tshirt-01fd527c.jpg'))).toMatchObject({
      material: 'textile',
      stream: 'drop-off',
      unsure: false,
    });
  });

  it('still reads a studio photo as before: a plastic bottle goes to recycling', async () => {
    expect(await identified(join(TRASHNET_TRAIN_DIR, 'plastic', 'plastic5.jpg'))).toMatchObject({
      item: 'plastic-bottle',
      stream: 'recycling',
      unsure: false,
    });
  });

  it('asks about a photo from a home with three answers, a plausible battery among them, showing no bin', async () => {
    // A printed carton folded flat on a grey floor (real-homes: measured, never trained on).
    const answer = await identified(
      join(SHARED_DATA_DIR, 'real-homes', 'cardboard', 'realwaste-cardboard-IMG_5541.jpg'),
    );
    expect(answer.unsure).toBe(true);
    expect(answer.choices).toHaveLength(3);
    expect(answer.choices).toContain('cardboard');
    expect(answer.choices).toContain('battery');
    expect(answer).toMatchObject({ item: 'battery', stream: 'hazardous' });
  });

  it('says a screenshot is not waste', async () => {
    expect(await identified(screenshotLike())).toMatchObject({ item: null, unsure: true });
  });

  it('reports a picture too small to read as the app refuses it, with no guess', async () => {
    const png = new PNG({ width: 1, height: 1 });
    png.data.set([200, 60, 60, 255]);
    const file = join(mkdtempSync(join(tmpdir(), 'identify-')), 'pixel.png');
    writeFileSync(file, PNG.sync.write(png));
    expect(await identifier.identify(file)).toEqual({ file, error: IDENTIFICATION_ERROR_MESSAGES.tooSmall });
  });

  it('reports a photo too dark to read as the app refuses it, and reads the darkest real photo here', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'identify-')), 'dark.jpg');
    writeFileSync(file, darkenedJpeg(readFileSync(join(TRASHNET_TRAIN_DIR, 'plastic', 'plastic5.jpg')), 0.06));
    const answer = await identifier.identify(file);
    expect(answer).toEqual({ file, error: IDENTIFICATION_ERROR_MESSAGES.tooDark });
    // Scored as the person meets it: no item, no guess, every answer behind the search.
    expect(notReadAnswer(answer as UnreadablePhoto)).toEqual({
      file,
      item: null,
      material: null,
      stream: null,
      confidence: 0,
      unsure: true,
      choices: [],
    });
    // A bottle on black, most of the frame near 0: something in it is lit.
    expect(await identifier.identify(wild('plastic', 'e-waste-pet-bottle-d24afca83e.jpg'))).not.toHaveProperty('error');
  });

  it('reports a file it cannot read, and goes on', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'identify-'));
    writeFileSync(join(dir, 'broken.jpg'), 'not a photo');
    const answer = await identifier.identify(join(dir, 'broken.jpg'));
    expect(answer).toMatchObject({ file: join(dir, 'broken.jpg'), error: expect.any(String) });
    expect(notReadAnswer(answer as UnreadablePhoto)).toBeNull();
    expect(await identified(join(TRASHNET_TRAIN_DIR, 'glass', 'glass9.jpg'))).toMatchObject({ material: 'glass' });
  });
});
