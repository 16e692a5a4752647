import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import { Actor } from '../actors/Actor';
import { SidekickWorld } from '../world';
import { BrowserChat } from './BrowserChat';
import { BrowserChatList } from './BrowserChatList';
import { BrowserResults } from './BrowserResults';
import { BrowserSlowBackend } from './BrowserSlowBackend';
import { ViewModelChat } from './ViewModelChat';
import { ViewModelSlowBackend } from './ViewModelSlowBackend';

declare module '../world' {
  interface SidekickWorld {
    /** The demo backend as an actor of its own: it takes its time, fails, answers (never "they"). */
    readonly theDemoBackend: Actor;
    /** Anyone looking at the product, for rules a scenario checks before any persona acts. */
    readonly someone: Actor;
  }
}

// The chat's thin drivers, one per level. The calls to the demo backend are watched from the
// start, so counts cover the whole scenario.
everyActorCan((app) => (app instanceof UseTheViewModels ? new ViewModelChat(app) : new BrowserChat(app)));
everyActorCan((app) => (app instanceof BrowseTheApp ? new BrowserChatList(app) : null));
everyActorCan((app) => (app instanceof BrowseTheApp ? new BrowserResults(app) : null));
everyActorCan((app) =>
  app instanceof UseTheViewModels ? new ViewModelSlowBackend(app) : new BrowserSlowBackend(app),
);

const extras = new WeakMap<SidekickWorld, Map<string, Actor>>();

/** An actor who is not one of the personas: never "they", made once per scenario with every ability. */
function extra(world: SidekickWorld, name: string): Actor {
  const made = extras.get(world) ?? new Map<string, Actor>();
  extras.set(world, made);
  const actor = made.get(name) ?? new Actor(name).whoCan(...world.abilities);
  made.set(name, actor);
  return actor;
}

Object.defineProperties(SidekickWorld.prototype, {
  theDemoBackend: {
    get(this: SidekickWorld): Actor {
      return extra(this, 'the demo backend');
    },
  },
  someone: {
    get(this: SidekickWorld): Actor {
      return extra(this, 'someone');
    },
  },
});
