import type { DemoData } from './types';

/**
 * A new id such as `chat-1042`. One counter for every kind keeps ids unique across restarts
 * (the counter is stored with the data) and makes runs deterministic for tests.
 */
export function nextId(data: Pick<DemoData, 'sequence'>, prefix: string): string {
  data.sequence += 1;
  return `${prefix}-${data.sequence}`;
}
