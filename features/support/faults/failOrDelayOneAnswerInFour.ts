import { interaction, onlyInTheBrowser } from '../interactions/Interaction';
import { setDemoBackendFaults } from './faultMode';

/**
 * Reads fail (503) or come 2 s late, one in four; changes only ever come late, since a client
 * cannot know whether a failed change was done and so never repeats one on its own. Fault mode
 * belongs to the mock server: the view-model level has no such backend (its own retry rules are
 * unit tests of HttpClient).
 */
export const failOrDelayOneAnswerInFour = () =>
  interaction(
    'fail or delay one answer in four',
    onlyInTheBrowser(() => setDemoBackendFaults('GET=0.25, 0.25:late')),
  );
