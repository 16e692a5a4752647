// Imported first by component tests (which opt into happy-dom with `// @vitest-environment happy-dom`).
// The vitest config has no globals, so Testing Library cannot register its own cleanup: without
// this, each test would still see the previous test's DOM.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});
