// The app's one classifier bridge. The worker starts only when something asks for the model.
import { ClassifierBridge } from './ClassifierBridge';

export const classifier = new ClassifierBridge({
  createWorker: () =>
    new Worker(new URL('../../../workers/classifier.worker.ts', import.meta.url), {
      type: 'module',
      name: 'classifier',
    }),
});
