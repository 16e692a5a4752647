import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Citation {
  id: string;
  where: string;
}

/** Every rule tag on the tag lines of the feature files under `dir`, with file and line. */
export function ruleCitations(dir = 'features'): Citation[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.feature'),
  );
  return files.flatMap((file) =>
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        line.trim().startsWith('@')
          ? [...line.matchAll(/@(R\S*)/g)].map((match) => ({
              id: match[1] ?? '',
              where: `${join(dir, file)}:${index + 1}`,
            }))
          : [],
      ),
  );
}
