import { DemoError } from '../DemoError';

/**
 * Lets one call change everything alone (a pack switch): calls arriving meanwhile wait, and the
 * calls under way finish first, so none of them reads the old data and writes into the new.
 */
export function createAloneGate() {
  let active = 0;
  let holding: Promise<void> | null = null;
  let whenIdle: (() => void) | null = null;

  return {
    async enter(): Promise<void> {
      while (holding) await holding;
      active += 1;
    },
    leave(): void {
      active -= 1;
      if (active === 1) whenIdle?.();
    },
    /** Runs `work` once every other call has left; called from inside a call (hence `1`). */
    async alone<T>(work: () => Promise<T> | T): Promise<T> {
      if (holding) throw new DemoError(409, 'Another demo pack switch is under way; try again in a moment');
      let release!: () => void;
      holding = new Promise((resolve) => {
        release = resolve;
      });
      try {
        if (active > 1)
          await new Promise<void>((resolve) => {
            whenIdle = resolve;
          });
        return await work();
      } finally {
        whenIdle = null;
        holding = null;
        release();
      }
    },
  };
}

export type AloneGate = ReturnType<typeof createAloneGate>;
