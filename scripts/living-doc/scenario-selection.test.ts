import { describe, expect, it } from 'vitest';
import { cucumberArgs, selectScenarios } from './scenario-selection';

const exists = (path: string) => path === 'features/chat';

describe('choosing scenarios to run', () => {
  it('takes feature files and folders as paths', () => {
    expect(selectScenarios(['features/chat/input-area.feature', 'features/chat'], exists)).toEqual({
      paths: ['features/chat/input-area.feature', 'features/chat'],
      tags: [],
    });
  });

  it('takes a rule id, with or without its @, as the scenarios citing it', () => {
    expect(selectScenarios(['R2.4.3.07', '@R1.2.25'], exists).tags).toEqual(['@R2.4.3.07', '@R1.2.25']);
  });

  it('takes anything else as a tag expression', () => {
    expect(selectScenarios(['@admin and not @browser'], exists).tags).toEqual(['@admin and not @browser']);
  });

  it('runs the scenarios of any tag given, in the paths given', () => {
    expect(cucumberArgs({ paths: ['features/chat'], tags: ['@R1.2.25', '@R1.2.26'] })).toEqual({
      args: ['--tags', '(@R1.2.25) or (@R1.2.26)'],
      features: 'features/chat',
    });
  });
});
