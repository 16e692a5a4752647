import { observable, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import type { SectionCounts } from '../../core/domain/briefcase';
import { SectionCollapse } from './SectionCollapse';

const counts = (campaign: number): SectionCounts => ({
  Campaign: campaign,
  'Launch Configuration': 0,
  Creative: 0,
  IO: 0,
});

function setUp(shown: boolean) {
  const state = observable({ counts: counts(0), shown, reads: 0 });
  const sections = new SectionCollapse(
    () => {
      state.reads += 1;
      return state.counts;
    },
    () => state.shown,
  );
  const stop = sections.follow();
  return { state, sections, stop };
}

describe('SectionCollapse', () => {
  it('opens a section with its first file while the panel shows', () => {
    const { state, sections } = setUp(true);
    expect(sections.collapsed.has('Campaign')).toBe(true);
    runInAction(() => {
      state.counts = counts(1);
    });
    expect(sections.collapsed.has('Campaign')).toBe(false);
  });

  it('reads no file counts while the panel is hidden, and catches up when it shows', () => {
    const { state, sections } = setUp(false);
    const readsAtStart = state.reads;
    runInAction(() => {
      state.counts = counts(3);
    });
    expect(state.reads).toBe(readsAtStart);
    expect(sections.collapsed.has('Campaign')).toBe(true);
    runInAction(() => {
      state.shown = true;
    });
    expect(sections.collapsed.has('Campaign')).toBe(false);
  });

  it("keeps the user's fold of a section whose emptiness did not change while hidden", () => {
    const { state, sections } = setUp(true);
    runInAction(() => {
      state.counts = counts(1);
    });
    sections.toggled('Campaign');
    runInAction(() => {
      state.shown = false;
      state.counts = counts(2);
    });
    runInAction(() => {
      state.shown = true;
    });
    expect(sections.collapsed.has('Campaign')).toBe(true);
  });
});
