import { format } from 'node:util';

const LEVELS = ['debug', 'info', 'log', 'warn', 'error'] as const;

/**
 * What the product wrote to the console during a scenario at the view-model level, as the page's
 * console would show it (spec 1 §8: some failures and skips are "only logged"). The page, in
 * Chromium, has its own (BrowseTheApp). What is written still goes where it went before: debug
 * lines stay silent unless SIDEKICK_VERBOSE (world.ts).
 */
export class ConsoleLines {
  readonly all: string[] = [];
  private readonly before = LEVELS.map((level) => [level, console[level]] as const);

  constructor() {
    for (const [level, original] of this.before) {
      console[level] = (...args: unknown[]) => {
        this.all.push(format(...args));
        original.apply(console, args);
      };
    }
  }

  /** Puts the console back as it was. */
  restore(): void {
    for (const [level, original] of this.before) console[level] = original;
  }
}
