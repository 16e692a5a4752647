import { existsSync } from 'node:fs';

/**
 * What `npm run scenarios -- <what>` names, as cucumber options: a feature file or folder runs as a
 * path, a rule id (R2.4.3.07 or @R2.4.3.07) as the scenarios citing it, anything else as a tag
 * expression (@browser, "@admin and not @browser").
 */
export interface Selection {
  paths: string[];
  tags: string[];
}

const RULE = /^@?(R\d\.\d+(?:\.\d+)?\.\d{2})$/;

export function selectScenarios(args: string[], exists: (path: string) => boolean = existsSync): Selection {
  const selection: Selection = { paths: [], tags: [] };
  for (const arg of args) {
    const rule = RULE.exec(arg);
    if (rule) selection.tags.push(`@${rule[1]}`);
    else if (arg.endsWith('.feature') || exists(arg)) selection.paths.push(arg);
    else selection.tags.push(arg);
  }
  return selection;
}

/** The cucumber arguments and FEATURES value for a selection (cucumber adds paths, so they go in FEATURES). */
export function cucumberArgs(selection: Selection): { args: string[]; features?: string } {
  const args = selection.tags.length ? ['--tags', selection.tags.map((tag) => `(${tag})`).join(' or ')] : [];
  return selection.paths.length ? { args, features: selection.paths.join(' ') } : { args };
}
