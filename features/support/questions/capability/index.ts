import { question } from '../Question';
import { capabilityInTheBrowser } from './browser';
import { type Capability, capabilityNamed } from './capabilities';
import { capabilityOnTheViewModels } from './viewModel';

/** Whether the screens offer the signed-in actor the capability. */
export const mayThey = (capability: Capability) =>
  question(`whether they may ${capability}`, {
    viewModel: (app, actor) => capabilityOnTheViewModels(app, actor, capability),
    browser: (app, actor) => capabilityInTheBrowser(app, actor, capability),
  });

export { type Capability, capabilityNamed };
