import { defineParameterType } from '@cucumber/cucumber';
import { AGENTS } from '../../src/core/domain/agents/agent-catalogue';
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

/** An agent of the catalogue (spec 1 §3), quoted: a scenario cannot name one the product does not know. */
defineParameterType({
  name: 'agent',
  regexp: new RegExp(`"(${AGENTS.map((agent) => agent.name).join('|')})"`),
  transformer: (name: string) => name,
});
