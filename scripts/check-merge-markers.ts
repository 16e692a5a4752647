import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * `npm run lint`: no tracked file holds a merge marker left from a conflict (a `<<<<<<< ` or
 * `>>>>>>> ` line; a `=======` line only counts beside one of those, as Markdown may use it).
 */
const files = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' }).split('\0').filter(Boolean);
const found: string[] = [];
for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  if (text.includes('\0')) continue;
  const lines = text.split('\n');
  const fenced = lines.some((line) => /^(<<<<<<<|>>>>>>>) /.test(line));
  lines.forEach((line, index) => {
    if (/^(<<<<<<<|>>>>>>>)( |$)/.test(line) || (fenced && /^=======$/.test(line))) {
      found.push(`${file}:${index + 1}: ${line}`);
    }
  });
}
if (found.length > 0) {
  console.error(`Merge markers left in tracked files:\n${found.join('\n')}`);
  process.exit(1);
}
console.log(`✔ no merge markers (${files.length} tracked files)`);
