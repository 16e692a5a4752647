import { After, Before } from '@cucumber/cucumber';
import type { SidekickWorld } from '../world';
import { BrowserChat } from './BrowserChat';
import type { ChatAbility } from './ChatAbility';
import { ViewModelChat } from './ViewModelChat';

declare module '../world' {
  interface SidekickWorld {
    /** The chat workspace and the sidebar's chats, on the scenario's driver. */
    chat: ChatAbility;
  }
}

const abilities = new WeakMap<SidekickWorld, ChatAbility>();

/**
 * Gives the world its chat ability: the view models on the memory profile, or the page in
 * Chromium for the browser profile. Made on first use, once the scenario's driver exists.
 */
Before(function (this: SidekickWorld) {
  Object.defineProperty(this, 'chat', {
    configurable: true,
    get: () => {
      const existing = abilities.get(this);
      if (existing) return existing;
      const ability = this.usesBrowser ? new BrowserChat(this.browser) : new ViewModelChat(this.viewModels);
      abilities.set(this, ability);
      return ability;
    },
  });
});

After(async function (this: SidekickWorld) {
  await abilities.get(this)?.dispose();
});
