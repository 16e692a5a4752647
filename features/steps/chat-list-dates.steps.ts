import assert from 'node:assert/strict';
import { Then } from '@cucumber/cucumber';
import { theChatLastUpdated } from '../support/chat/questions/theChatLastUpdated';
import type { SidekickWorld } from '../support/world';

/** Checks the last-updated label of that chat in the sidebar ("Today", "Yesterday" …), exactly. */
Then(
  'the chat {string} reads {string} as last updated',
  async function (this: SidekickWorld, summary: string, label: string) {
    assert.equal(await this.actorInTheSpotlight.answer(theChatLastUpdated(summary)), label);
  },
);
