import { describe, expect, it } from 'vitest';
import { FakeEventsPort } from '../../testing/FakeEventsPort';
import { StartNewCanvas } from './StartNewCanvas';

describe('StartNewCanvas', () => {
  it('tells every screen showing a chat to reset it', () => {
    const events = new FakeEventsPort();
    const resets: unknown[] = [];
    events.on('resetChat', (detail) => resets.push(detail));
    new StartNewCanvas(events).execute();
    expect(resets).toEqual([{}]);
  });
});
