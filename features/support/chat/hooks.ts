import { After, Before, BeforeStep } from '@cucumber/cucumber';
import type { SidekickWorld } from '../world';
import { BrowserChat } from './BrowserChat';
import type { ChatAbility } from './ChatAbility';
import { ChatInsights } from './ChatInsights';
import { ViewModelChat } from './ViewModelChat';

declare module '../world' {
  interface SidekickWorld {
    /** The chat workspace and the sidebar's chats, on the scenario's driver. */
    chat: ChatAbility;
    /** What only the view-model driver can see of the chat (calls made, passing states, result models). */
    chatInsights: ChatInsights;
  }
}

const abilities = new WeakMap<SidekickWorld, ChatAbility>();
const insights = new WeakMap<SidekickWorld, ChatInsights>();

function insightsOf(world: SidekickWorld): ChatInsights {
  const existing = insights.get(world);
  if (existing) return existing;
  if (!(world.chat instanceof ViewModelChat)) throw new Error('This step needs the view-model driver');
  const made = new ChatInsights(world.viewModels, world.chat);
  insights.set(world, made);
  return made;
}

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
  Object.defineProperty(this, 'chatInsights', { configurable: true, get: () => insightsOf(this) });
});

// The calls to the demo backend are watched from the first step on, so counts cover the whole scenario.
BeforeStep(function (this: SidekickWorld) {
  if (!this.usesBrowser && !insights.has(this)) insightsOf(this);
});

After(async function (this: SidekickWorld) {
  insights.get(this)?.traffic.releaseAll();
  await abilities.get(this)?.dispose();
});
