import type { UseTheViewModels } from '../abilities/UseTheViewModels';
import { BackendTraffic, type CallSeen } from './BackendTraffic';

/**
 * The in-process demo backend's thin driver: the calls the view models make to it, watched from
 * the start of the scenario (so counts cover all of it), and held or refused on request.
 */
export class ViewModelSlowBackend {
  readonly traffic: BackendTraffic;

  constructor(readonly app: UseTheViewModels) {
    this.traffic = new BackendTraffic(app);
  }

  async hold(calls: (call: CallSeen) => boolean): Promise<void> {
    this.traffic.hold(calls);
  }

  /** Lets the calls the scenario still holds go, so that nothing waits after it. */
  dispose(): void {
    this.traffic.releaseAll();
  }
}
