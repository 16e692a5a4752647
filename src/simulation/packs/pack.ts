import type { DemoData } from '../data/types';
import type { FileStore } from '../files/FileStore';

/** A named, described state of the whole demo backend, built from code under the seed's fixed seed. */
export interface DemoPack {
  id: string;
  name: string;
  description: string;
  /** Fault mode while the pack is on, as SIDEKICK_FAULTS takes it (the HTTP host applies it). */
  faults?: string;
  /**
   * The pack's data; the same reference time gives the same data, byte for byte. The files its
   * story uploads go to `files` (the host's store, so that their links open), else nowhere.
   */
  build(referenceTime: number, files?: FileStore): Promise<DemoData>;
}

/** The pack the demo backend starts with. */
export const FIRST_PACK = 'fresh-start';
