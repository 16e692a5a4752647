import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { commentAbove } from './step-catalogue';

const STEPS = 'features/steps';

/** "features/steps/chat.steps.ts:37" for every step definition with no comment just above it. */
function stepsWithoutADescription(): string[] {
  const files = (readdirSync(STEPS, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'));
  return files.flatMap((file) => {
    const lines = readFileSync(join(STEPS, file), 'utf8').split('\n');
    return lines.flatMap((line, index) =>
      /^\s*(Given|When|Then)\s*\(/.test(line) && !commentAbove(lines, index + 1)
        ? [`${STEPS}/${file}:${index + 1}`]
        : [],
    );
  });
}

/**
 * The step catalogue (`npm run living-doc`, steps.html) shows an analyst what a step does through
 * the comment above its definition; without one it can only read the pattern back as a sentence.
 */
describe('the step definitions', () => {
  it('each say in a comment just above them what they do and check', () => {
    expect(stepsWithoutADescription()).toEqual([]);
  });
});
