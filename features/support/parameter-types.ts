import { defineParameterType } from '@cucumber/cucumber';
import type { SidekickWorld } from './world';

const PERSONAS = /Sam Super|Alex Admin|Avery Owner|Riley Planner|Val Viewer/;

/** The demo personas of the foundation issue, by display name. */
defineParameterType({ name: 'persona', regexp: PERSONAS });

/** Who acts: a persona by name (who then becomes "they"), or "they" for the last one named. */
defineParameterType({
  name: 'actor',
  regexp: new RegExp(`${PERSONAS.source}|they|them`),
  transformer(this: SidekickWorld, name: string) {
    return name === 'they' || name === 'them' ? this.actorInTheSpotlight : this.actorCalled(name);
  },
});

defineParameterType({
  name: 'screen',
  regexp: /the chat workspace|the login screen/,
});

defineParameterType({
  name: 'offers',
  regexp: /offers|does not offer/,
  transformer: (word: string) => word === 'offers',
});
