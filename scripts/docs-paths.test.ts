import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The docs name files that exist: every backticked path in README.md and docs/*.md (a name with
 * a slash that ends in an extension or a slash) is a file or folder of the repository, written
 * from the root or as the end of one (`schemas/orchestration.ts`). Places the app makes at run
 * time (.gitignore's folders) and routes (`/admin`) are not files of the repository.
 */
const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

const tracked = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => `${parts.slice(0, i + 1).join('/')}/`),
  ),
);
const ignored = readFileSync('.gitignore', 'utf8')
  .split('\n')
  .filter((line) => line.endsWith('/'));

function pathsNamedIn(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)]
    .map((match) => (match[1] ?? '').trim().replace(/:\d+(-\d+)?$/, ''))
    .filter((path) => path.includes('/') && !/\s|^\/|^\.\.|:\/\/|[*{}<>$|…]/.test(path))
    .filter((path) => /\.[a-z0-9]{1,5}$/i.test(path) || path.endsWith('/'));
}

function exists(path: string): boolean {
  const bare = path.replace(/^\.\//, '');
  if (ignored.some((folder) => bare.startsWith(folder))) return true;
  if (bare.endsWith('/'))
    return [...folders].some((folder) => folder === bare || folder.endsWith(`/${bare}`));
  return tracked.some((file) => file === bare || file.endsWith(`/${bare}`));
}

describe('the docs', () => {
  it.each(DOCS)('%s names only paths that exist', (doc) => {
    expect(pathsNamedIn(readFileSync(doc, 'utf8')).filter((path) => !exists(path))).toEqual([]);
  });

  it('takes a backticked file or folder for a path, and a route or a command for none', () => {
    expect(
      pathsNamedIn(
        '`src/ui/app.ts` `features/support/` `src/a.ts:12` `…/questions/` `/admin` `npm run x` `Classic/New` `../shared/`',
      ),
    ).toEqual(['src/ui/app.ts', 'features/support/', 'src/a.ts']);
  });
});
