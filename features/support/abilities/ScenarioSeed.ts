import type { DemoData } from '../../../src/simulation/data/types';
import type { RunPace } from '../campaigns/run-pace';

/** What a scenario puts in place before it acts: chats and their messages, as if they had happened. */
export interface ScenarioSeed {
  chats?: DemoData['chats'];
  messages?: DemoData['messages'];
  /** How the runs in progress move from now on (campaign scenarios that watch a run). */
  runs?: RunPace;
  /** Creatives assignments at work started this many minutes ago, and keep working. */
  assignmentsStartedMinutesAgo?: number;
}

/** Who the page acts as: every seeded chat belongs to them. */
export interface ActingAs {
  userId: string;
  accountId: string;
}
