import { DEFAULT_PROSPECT, type Prospect } from '../../core/domain/demo/prospect';
import { noteEverything } from '../data/changes';
import { commit, replaceContent } from '../data/transaction';
import type { DemoData } from '../data/types';
import type { FileStore } from '../files/FileStore';
import { type DemoPack, FIRST_PACK } from './pack';
import { personalise } from './personalise';

/** The pack the data holds: the one last switched to, or the seed's. */
export function currentPack(data: DemoData): string {
  return data.pack ?? FIRST_PACK;
}

/**
 * Gives the live data the whole content of a freshly built pack in one synchronous step, in place
 * (every holder of the data object sees the new pack, nothing of the old one stays), and notes it
 * as a change no record describes: the host saves it as a new snapshot, which replaces the old
 * snapshot and its journals at once (mock-server/journal), so a crash leaves one pack or the other.
 */
export function installPack(data: DemoData, packId: string, built: DemoData): void {
  commit(data, () => {
    replaceContent(data, { ...built, pack: packId });
    noteEverything(data);
  });
}

/** The prospect the data was made for: the one given with the last switch, or the demo's own agency. */
export function currentProspect(data: DemoData): Prospect {
  return data.prospect ?? DEFAULT_PROSPECT;
}

/** A pack built for a prospect: same pack, prospect and reference time, same data. */
export async function buildPack(
  pack: DemoPack,
  referenceTime: number,
  prospect?: Prospect,
  files?: FileStore,
): Promise<DemoData> {
  const built = await pack.build(referenceTime, files);
  if (prospect) personalise(built, prospect);
  return built;
}
