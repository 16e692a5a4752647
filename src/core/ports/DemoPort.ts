import type { DemoSettings, DemoSettingsChange } from '../domain/demo/demo-settings';
import type { Prospect } from '../domain/demo/prospect';
import type { SampleKind } from '../domain/demo/samples';
import type { UploadSource } from './acting-context';

/** A named state of the whole demo backend (issue 29). */
export interface DemoPack {
  id: string;
  name: string;
  description: string;
}

/** The packs the demo backend serves, the one it holds, and the prospect it was built for. */
export interface DemoPacks {
  current: string;
  packs: DemoPack[];
  prospect?: Prospect;
}

/**
 * The demo backend's presenter controls (issue 29): its packs, run speed, fault mode and the sample
 * files made for its prospect. A port of
 * its own because only a demo backend answers it (never a real one) and only the presenter's panel,
 * loaded on demand, uses it: the signed-in app's ports stay as they are.
 */
export interface DemoPort {
  /** The packs and the current one. */
  listPacks(): Promise<DemoPacks>;
  /** Replaces the whole demo data with the pack (built for the prospect when given); answers the new list. */
  switchPack(packId: string, prospect?: Prospect): Promise<DemoPacks>;
  /** The run speed and fault mode now. */
  readSettings(): Promise<DemoSettings>;
  /** Changes the run speed, fault mode or both; answers them as they now are. */
  changeSettings(change: DemoSettingsChange): Promise<DemoSettings>;
  /**
   * A sample file made for the current pack's prospect, ready to upload or save. Only the demo
   * server makes them: the in-page backend rejects as 'not-found'.
   */
  fetchSample(kind: SampleKind): Promise<UploadSource>;
}

export const DemoPort = Symbol.for('DemoPort');
