/**
 * A test builder: the neutral record, with what a test is about overridden. Each call answers a
 * fresh copy, so that a test that changes its record leaves the next one's alone.
 */
export function builderOf<T extends object>(neutral: T): (overrides?: Partial<T>) => T {
  return (overrides = {}) => ({ ...structuredClone(neutral), ...overrides });
}
