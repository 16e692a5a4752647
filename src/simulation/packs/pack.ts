import type { DemoData } from '../data/types';

/** A named, described state of the whole demo backend, built from code under the seed's fixed seed. */
export interface DemoPack {
  id: string;
  name: string;
  description: string;
  /** Fault mode while the pack is on, as SIDEKICK_FAULTS takes it (the HTTP host applies it). */
  faults?: string;
  /** The pack's data; the same reference time gives the same data, byte for byte. */
  build(referenceTime: number): Promise<DemoData>;
}

/** The pack the demo backend starts with. */
export const FIRST_PACK = 'fresh-start';
