import { describe, expect, it } from 'vitest';
import { taggedScenarios } from './scenario-tags';

describe('the levels a scenario runs at', () => {
  it('leaves the scenarios only a page can answer out of the view-model run', async () => {
    const profiles = (await import(new URL('../../cucumber.mjs', import.meta.url).href)) as {
      default: { tags?: string };
    };
    expect(profiles.default.tags).toBe('not @browser-only');
  });

  it('runs every @browser-only scenario in the browser', () => {
    const notInTheBrowser = taggedScenarios().filter(
      ({ tags }) => tags.has('@browser-only') && !tags.has('@browser'),
    );
    expect(notInTheBrowser.map(({ file, line }) => `${file}:${line}`)).toEqual([]);
    expect(taggedScenarios().filter(({ tags }) => tags.has('@browser-only')).length).toBeGreaterThan(0);
  });
});
