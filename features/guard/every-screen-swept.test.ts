import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVERY_SCREEN } from '../support/accessibility/screens/every-screen';

/** The screen names in the sweep feature's tables (one column, no heading). */
const sweptNames = readFileSync('features/accessibility/every-screen.feature', 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.startsWith('|'))
  .map((line) => line.slice(1, -1).trim());

describe('the accessibility sweep', () => {
  it('visits every screen declared, so that a new screen, dialog or menu cannot be left out', () => {
    expect(Object.keys(EVERY_SCREEN).filter((name) => !sweptNames.includes(name))).toEqual([]);
  });

  it('names only declared screens', () => {
    expect(sweptNames.filter((name) => !(name in EVERY_SCREEN))).toEqual([]);
  });
});
