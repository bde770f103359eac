import '@testing-library/jest-dom/vitest';

import { configure } from '@testing-library/react';

// A lazy screen's code comes by a dynamic import: on two cores busy with a second suite, the dashboard's
// took longer than the one-second default to arrive. A longer wait changes nothing for a test that passes.
configure({ asyncUtilTimeout: 5000 });
