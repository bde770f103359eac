// @vitest-environment node
import { join } from 'node:path';

import { loadNodeMobileNet, readImageTensor, TRASHNET_TRAIN_DIR } from '../../scripts/lib/nodeMobileNet';

// The real weights on real photos: guards the loader settings (a wrong inputRange gives garbage).
describe('MobileNet in Node', () => {
  it.each([
    ['plastic/plastic5.jpg', 'water bottle'],
    ['glass/glass9.jpg', 'beer bottle'],
    ['cardboard/cardboard3.jpg', 'carton'],
  ])('names %s as %s', async (file, className) => {
    const net = await loadNodeMobileNet();
    const image = readImageTensor(join(TRASHNET_TRAIN_DIR, file));
    const [top] = await net.classify(image, 1);
    image.dispose();
    expect(top?.className).toBe(className);
    expect(top?.probability).toBeGreaterThan(0.9);
  });

  it('gives the 1280-value embedding', async () => {
    const net = await loadNodeMobileNet();
    const image = readImageTensor(join(TRASHNET_TRAIN_DIR, 'metal', 'metal10.jpg'));
    const embedding = net.infer(image, true);
    expect(embedding.shape).toEqual([1, 1280]);
    image.dispose();
    embedding.dispose();
  });
});
