import type { Prospect } from '../../domain/demo/prospect';
import type { AppEventsPort } from '../../ports/AppEventsPort';
import type { DemoPacks, DemoPort } from '../../ports/DemoPort';
import { attempt, type Outcome } from '../outcome';

/**
 * The presenter switches the whole demo to a pack (or builds the current one again). What every
 * screen shows belongs to the old pack, so once it is done the page is told to load again.
 */
export class SwitchDemoPack {
  constructor(
    private readonly demo: DemoPort,
    private readonly events: AppEventsPort,
  ) {}

  async execute(request: { packId: string; prospect?: Prospect }): Promise<Outcome<DemoPacks>> {
    const outcome = await attempt(() => this.demo.switchPack(request.packId, request.prospect));
    if (outcome.ok) this.events.emit('demoChanged', { reason: 'pack' });
    return outcome;
  }
}
