import type { RequestHandler } from 'express';
import type { HostEndpoint } from '../../src/contract/endpoint';
import { DEMO_HOST } from '../../src/contract/endpoints/demo-host';
import type { DemoData } from '../../src/simulation/data/types';
import { contractReference } from './contractReference';
import { demoSamples } from './demoSamples';
import { faultSwitch } from './faultSwitch';
import type { FaultInjector } from './faults';

/** A middleware of the HTTP host and the declared endpoints (src/contract/endpoints/demo-host.ts) it answers. */
export interface HostRoute {
  readonly answers: readonly HostEndpoint[];
  readonly middleware: RequestHandler;
}

interface HostDeps {
  faults: FaultInjector;
  data: DemoData;
  security: { apiKey: string; demoIdentity: boolean };
}

/**
 * What the HTTP host answers itself, before fault mode and the simulation's routes: the contract
 * and its reference page (no key), the fault switch and the prospect's samples (demo mode).
 */
export function hostRoutes({ faults, data, security }: HostDeps): HostRoute[] {
  return [
    {
      answers: [DEMO_HOST.contract, DEMO_HOST.reference, DEMO_HOST.referenceAsset],
      middleware: contractReference(),
    },
    { answers: [DEMO_HOST.faults], middleware: faultSwitch(faults, security) },
    { answers: [DEMO_HOST.sample], middleware: demoSamples(data, security) },
  ];
}
