import { defineParameterType } from '@cucumber/cucumber';

/** The demo personas of the foundation issue, by display name. */
defineParameterType({
  name: 'persona',
  regexp: /Sam Super|Alex Admin|Avery Owner|Riley Planner|Val Viewer/,
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
