import type { DemoPort } from '../../core/ports/DemoPort';
import type { DoStoryStep } from '../../core/use-cases/demo/DoStoryStep';
import type { ReadStoryProgress } from '../../core/use-cases/demo/ReadStoryProgress';
import type { SwitchDemoPack } from '../../core/use-cases/demo/SwitchDemoPack';
import type { PortCalls } from '../../core/use-cases/port-calls';

/** The presenter panel's flows. */
export interface PresenterUseCases {
  /** The packs, run speed and fault mode, read and changed as they are. */
  demo: PortCalls<DemoPort>;
  switchPack: SwitchDemoPack;
  readStory: ReadStoryProgress;
  doStoryStep: DoStoryStep;
}
