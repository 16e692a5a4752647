import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TaggedScenario {
  file: string;
  line: number;
  name: string;
  /** Its own tags and its feature's. */
  tags: Set<string>;
}

/** Every scenario of the feature files under `folder`, with the tags it runs under. */
export function taggedScenarios(folder = 'features'): TaggedScenario[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.feature'))
    .sort()
    .flatMap((name) => scenariosOf(join(folder, name)));
}

function scenariosOf(file: string): TaggedScenario[] {
  const scenarios: TaggedScenario[] = [];
  let pending: string[] = [];
  let featureTags: string[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const line = text.trim();
      if (line.startsWith('@')) pending.push(...(line.split('#')[0] ?? '').split(/\s+/).filter(Boolean));
      else if (line.startsWith('Feature:')) [featureTags, pending] = [pending, []];
      else if (/^Scenario( Outline)?:/.test(line)) {
        scenarios.push({ file, line: index + 1, name: line, tags: new Set([...featureTags, ...pending]) });
        pending = [];
      } else if (line.startsWith('Examples:') || line.startsWith('Rule:')) pending = [];
    });
  return scenarios;
}
