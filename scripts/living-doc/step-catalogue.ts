/**
 * Every step definition cucumber knows, for people who write scenarios without reading code: read
 * from a dry run's `usage-json` (patterns and the steps they match) and `message` output (the
 * parameter types and what they accept), plus the source for each step's comment and keyword.
 */
export interface UsageEntry {
  pattern: string;
  patternType: 'CucumberExpression' | 'RegularExpression';
  uri: string;
  line: number;
  matches: { uri: string; line: number; text: string }[];
}

export interface ParameterType {
  name: string;
  accepts: string;
}

export interface StepEntry {
  keyword: string;
  pattern: string;
  parameters: ParameterType[];
  description: string;
  example: string;
  definedAt: string;
  scenarios: string[];
  used: boolean;
}

/** What cucumber's own parameter types accept, in an analyst's words. */
export const BUILT_IN_TYPES: Record<string, string> = {
  string: 'a text in double quotes, e.g. "Acme Media"',
  int: 'a whole number, e.g. 3',
  float: 'a number, e.g. 2.5',
  word: 'one word without spaces',
  '': 'any text',
};

const KEYWORD_VERBS: Record<string, string> = {
  Given: 'Sets the scene',
  When: 'Does',
  Then: 'Checks',
};

/** Where a feature line sits: "Feature › Scenario", or the feature's background. */
export function scenarioAt(featureText: string, line: number): string {
  const lines = featureText.split('\n').slice(0, line);
  const feature = lines.find((text) => /^\s*Feature:/.test(text))?.replace(/^\s*Feature:\s*/, '') ?? '';
  const heading = [...lines]
    .reverse()
    .find((text) => /^\s*(Scenario|Scenario Outline|Example|Background):/.test(text));
  const name = heading?.replace(/^\s*(Scenario Outline|Scenario|Example|Background):\s*/, '') ?? '';
  return /^\s*Background:/.test(heading ?? '')
    ? `${feature} › (every scenario's background)`
    : `${feature} › ${name}`;
}

/** The keyword a step definition is registered with, from its source line. */
export const keywordAt = (sourceLine: string): string =>
  /\b(Given|When|Then)\s*\(/.exec(sourceLine)?.[1] ?? 'Step';

/** The comment written just above a step definition, if any, as one line. */
export function commentAbove(sourceLines: string[], line: number): string {
  const comment: string[] = [];
  for (let index = line - 2; index >= 0; index--) {
    const text = (sourceLines[index] ?? '').trim();
    if (!/^(\/\/|\/\*\*|\*)/.test(text)) break;
    const words = text
      .replace(/^(\/\*\*|\*\/|\*|\/\/)\s?/, '')
      .replace(/\*\/$/, '')
      .trim();
    if (/^-+ .* -+$/.test(words)) break; // a section divider belongs to the steps below it all
    if (words) comment.unshift(words);
  }
  return comment.join(' ');
}

/** The parameter types a cucumber expression names, in order, without repeats. */
export function parametersOf(entry: UsageEntry, types: Map<string, string>): ParameterType[] {
  if (entry.patternType === 'RegularExpression') {
    return [...entry.pattern.matchAll(/\(([^?][^)]*)\)/g)].map((group) => ({
      name: 'choice',
      accepts:
        group[1] === '.+' || group[1] === '[^"]*' || group[1] === '[^"]+'
          ? 'any text'
          : `one of: ${group[1]?.split('|').join(', ')}`,
    }));
  }
  const names = [...new Set([...entry.pattern.matchAll(/\{(\w*)\}/g)].map((match) => match[1] ?? ''))];
  return names.map((name) => ({
    name: name || 'anything',
    accepts:
      BUILT_IN_TYPES[name] ?? `one of: ${(types.get(name) ?? 'see the pattern').split('|').join(', ')}`,
  }));
}

/** A line that matches the step: one a scenario already uses, else one built from the pattern. */
export function exampleOf(entry: UsageEntry, keyword: string): string {
  const used = entry.matches[0]?.text;
  if (used) return `${keyword} ${used}`;
  const filled = entry.pattern
    .replace(/\{actor\}|\{persona\}/g, 'Riley Planner')
    .replace(/\{string\}/g, '"text"')
    .replace(/\{int\}/g, '3')
    .replace(/\{float\}/g, '2.5')
    .replace(/\{\w*\}/g, '…')
    .replace(/\((\w+)\)/g, '$1')
    .replace(/^\^|\$$/g, '');
  return `${keyword} ${filled}`;
}

export interface StepSources {
  sourceLines(uri: string): string[];
  featureText(uri: string): string;
  parameterTypes: Map<string, string>;
}

/** A pattern as a sentence: each parameter says what goes there. */
export const readable = (pattern: string): string =>
  pattern
    .replace(/^\^|\$$/g, '')
    .replace(/\{(actor|persona)\}/g, '<someone>')
    .replace(/\{string\}|"\(\[\^"\][*+]\)"/g, '"<text>"')
    .replace(/\{(int|float)\}/g, '<number>')
    .replace(/\{(\w*)\}/g, (_, name: string) => `<${name || 'anything'}>`);

/** The steps in the order of their files, so that steps of one area stay together. */
export function buildStepCatalogue(usage: UsageEntry[], sources: StepSources): StepEntry[] {
  const inFileOrder = [...usage].sort((a, b) => a.uri.localeCompare(b.uri) || a.line - b.line);
  return inFileOrder.map((entry) => {
    const lines = sources.sourceLines(entry.uri);
    const keyword = keywordAt(lines[entry.line - 1] ?? '');
    const comment = commentAbove(lines, entry.line);
    const scenarios = [
      ...new Set(entry.matches.map((match) => scenarioAt(sources.featureText(match.uri), match.line))),
    ];
    return {
      keyword,
      pattern: entry.pattern,
      parameters: parametersOf(entry, sources.parameterTypes),
      description: comment || `${KEYWORD_VERBS[keyword] ?? 'Runs'}: ${readable(entry.pattern)}.`,
      example: exampleOf(entry, keyword),
      definedAt: `${entry.uri}:${entry.line}`,
      scenarios,
      used: entry.matches.length > 0,
    };
  });
}
