import { BrowseTheApp } from '../abilities/BrowseTheApp';
import { everyActorCan } from '../abilities/registry';
import { UseTheViewModels } from '../abilities/UseTheViewModels';
import type { Actor } from '../actors/Actor';
import { SidekickWorld } from '../world';
import { BrowserChat } from './BrowserChat';
import { BrowserChatList } from './BrowserChatList';
import { BrowserResults } from './BrowserResults';
import { BrowserSlowBackend } from './BrowserSlowBackend';
import type { ChatAbility } from './ChatAbility';
import { ChatInsights } from './ChatInsights';
import type { ChatListAbility } from './ChatListAbility';
import type { ResultsAbility } from './ResultsAbility';
import type { SlowBackendAbility } from './SlowBackendAbility';
import { ViewModelChat } from './ViewModelChat';
import { ViewModelChatList } from './ViewModelChatList';
import { ViewModelResults } from './ViewModelResults';

declare module '../world' {
  interface SidekickWorld {
    /** The chat workspace and the sidebar's chats, on the scenario's level. */
    readonly chat: ChatAbility;
    /** The open chat's results (viewer, action bar, drawer, dialogs), on the scenario's level. */
    readonly results: ResultsAbility;
    /** The sidebar's chats, on the scenario's level. */
    readonly chatList: ChatListAbility;
    /** What only the view-model level can see of the chat (calls made, passing states, result models). */
    readonly chatInsights: ChatInsights;
    /** The demo backend taking its time, and what the chat shows meanwhile, on the scenario's level. */
    readonly slowBackend: SlowBackendAbility;
  }
}

everyActorCan((app) => (app instanceof UseTheViewModels ? new ViewModelChat(app) : new BrowserChat(app)));
// The results and the sidebar's chats are those of the page the chat ability shows.
everyActorCan((app, made) => {
  const chat = made.find((ability) => ability instanceof ViewModelChat);
  if (app instanceof UseTheViewModels && chat) return new ViewModelResults(app, chat);
  return app instanceof BrowseTheApp ? new BrowserResults(app) : null;
});
everyActorCan((app, made) => {
  const chat = made.find((ability) => ability instanceof ViewModelChat);
  if (app instanceof UseTheViewModels && chat) return new ViewModelChatList(app, chat);
  return app instanceof BrowseTheApp ? new BrowserChatList(app) : null;
});
// The calls to the demo backend are watched from the start, so counts cover the whole scenario.
everyActorCan((app, made) => {
  const chat = made.find((ability) => ability instanceof ViewModelChat);
  return app instanceof UseTheViewModels && chat ? new ChatInsights(app, chat) : null;
});
everyActorCan((app) => (app instanceof BrowseTheApp ? new BrowserSlowBackend(app) : null));

Object.defineProperties(SidekickWorld.prototype, {
  chat: {
    get(this: SidekickWorld) {
      return this.ability<ChatAbility>(ViewModelChat, BrowserChat);
    },
  },
  results: {
    get(this: SidekickWorld) {
      return this.ability<ResultsAbility>(ViewModelResults, BrowserResults);
    },
  },
  chatList: {
    get(this: SidekickWorld) {
      return this.ability<ChatListAbility>(ViewModelChatList, BrowserChatList);
    },
  },
  chatInsights: {
    get(this: SidekickWorld) {
      return this.ability(ChatInsights);
    },
  },
  slowBackend: {
    get(this: SidekickWorld) {
      return this.ability<SlowBackendAbility>(ChatInsights, BrowserSlowBackend);
    },
  },
});

/** The chat workspace as this actor uses it, on the scenario's level. */
export function chatOf(actor: Actor): ChatAbility {
  return actor.can(ViewModelChat) ? actor.abilityTo(ViewModelChat) : actor.abilityTo(BrowserChat);
}

/** The actor remembers how many results the chat showed when they last asked for work. */
export async function askingForWork(actor: Actor): Promise<void> {
  actor.remember('results before asking', await chatOf(actor).resultCount());
}
