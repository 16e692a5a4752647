import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The step definitions and the scenario support (tasks, questions, drivers), as paths from the root. */
export function scenarioSources(root = '.'): string[] {
  return ['features/steps', 'features/support'].flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) => join(folder, name))
      .sort(),
  );
}
