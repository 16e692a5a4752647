import { citedRules } from './report-model';

/**
 * What keeps scenarios from running as written, read from a dry run's message stream: steps no
 * definition matches, steps several match, and rule tags the catalogue does not hold.
 */
export type Problem =
  | { kind: 'undefined' | 'ambiguous'; where: string; step: string; matches: string[] }
  | { kind: 'unknown rule'; where: string; tag: string; scenario: string };

interface Envelope {
  gherkinDocument?: { uri: string; feature?: { children: unknown[] } };
  pickle?: {
    id: string;
    uri: string;
    name: string;
    tags: { name: string; astNodeId: string }[];
    steps: { id: string; text: string; astNodeIds: string[] }[];
  };
  stepDefinition?: { id: string; pattern: { source: string } };
  testCase?: { pickleId: string; testSteps: { pickleStepId?: string; stepDefinitionIds?: string[] }[] };
}

interface Located {
  line: number;
  keyword?: string;
}

/** Every node with an id and a location in a Gherkin document (steps and tags among them). */
function locate(node: unknown, into: Map<string, Located>): void {
  if (Array.isArray(node)) {
    for (const child of node) locate(child, into);
    return;
  }
  if (!node || typeof node !== 'object') return;
  const record = node as { id?: unknown; location?: { line: number }; keyword?: unknown };
  if (typeof record.id === 'string' && record.location) {
    into.set(record.id, {
      line: record.location.line,
      ...(typeof record.keyword === 'string' ? { keyword: record.keyword.trim() } : {}),
    });
  }
  for (const value of Object.values(node)) locate(value, into);
}

export function findProblems(ndjson: string, knownRules: ReadonlySet<string>): Problem[] {
  const envelopes = ndjson
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Envelope);
  const nodes = new Map<string, Located>();
  const definitions = new Map<string, string>();
  const pickles = new Map<string, NonNullable<Envelope['pickle']>>();
  for (const { gherkinDocument, stepDefinition, pickle } of envelopes) {
    if (gherkinDocument) locate(gherkinDocument.feature, nodes);
    if (stepDefinition) definitions.set(stepDefinition.id, stepDefinition.pattern.source);
    if (pickle) pickles.set(pickle.id, pickle);
  }
  const problems = new Map<string, Problem>();
  for (const { testCase } of envelopes) {
    const pickle = testCase && pickles.get(testCase.pickleId);
    if (!testCase || !pickle) continue;
    for (const testStep of testCase.testSteps) {
      const ids = testStep.stepDefinitionIds;
      if (!testStep.pickleStepId || !ids || ids.length === 1) continue;
      const step = pickle.steps.find((candidate) => candidate.id === testStep.pickleStepId);
      const at = nodes.get(step?.astNodeIds[0] ?? '');
      const where = `${pickle.uri}:${at?.line ?? '?'}`;
      problems.set(where, {
        kind: ids.length === 0 ? 'undefined' : 'ambiguous',
        where,
        step: `${at?.keyword ?? ''} ${step?.text ?? ''}`.trim(),
        matches: ids.map((id) => definitions.get(id) ?? id),
      });
    }
  }
  for (const pickle of pickles.values()) {
    for (const tag of pickle.tags) {
      const [id] = citedRules([tag.name]);
      const looksLikeRule = /^@R\d/.test(tag.name);
      if ((id && knownRules.has(id)) || !looksLikeRule) continue;
      const where = `${pickle.uri}:${nodes.get(tag.astNodeId)?.line ?? '?'}`;
      problems.set(`${where} ${tag.name}`, {
        kind: 'unknown rule',
        where,
        tag: tag.name,
        scenario: pickle.name,
      });
    }
  }
  return [...problems.values()];
}

/** The patterns of every step definition the run loaded. */
export function definedPatterns(ndjson: string): string[] {
  return ndjson
    .split('\n')
    .filter((line) => line.includes('"stepDefinition"'))
    .map(
      (line) =>
        (JSON.parse(line) as Required<Pick<Envelope, 'stepDefinition'>>).stepDefinition.pattern.source,
    );
}
