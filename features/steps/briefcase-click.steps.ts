import { When } from '@cucumber/cucumber';
import type { FileRef } from '../support/briefcase/briefcase-words';
import { clickTheFile } from '../support/briefcase/tasks/clickTheFile';
import type { SidekickWorld } from '../support/world';

/** Clicks a file's name in the briefcase once: the chat shows the message it came from. */
When('they click {file} once', async function (this: SidekickWorld, file: FileRef) {
  await this.actorInTheSpotlight.attemptsTo(clickTheFile(file));
});
