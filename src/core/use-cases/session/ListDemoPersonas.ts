import type { AuthPort, DemoPersona } from '../../ports/AuthPort';
import { attempt, type Outcome } from '../outcome';

export type { DemoPersona };

/** The login screen's persona chooser: who the demo identity provider can sign in as. */
export class ListDemoPersonas {
  constructor(private readonly auth: AuthPort) {}

  execute(): Promise<Outcome<DemoPersona[]>> {
    return attempt(() => this.auth.listDemoPersonas());
  }
}
