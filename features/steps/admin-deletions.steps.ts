import { When } from '@cucumber/cucumber';
import { DELETIONS, type Deletion, deleteTheRow } from '../support/admin/tasks/deleteTheRow';
import type { SidekickWorld } from '../support/world';

// Deleting a role, a permission, a setting or an allowed user, confirmed (spec 3 §2, §7).

When(
  new RegExp(`^they (${DELETIONS}) "([^"]*)"$`),
  function (this: SidekickWorld, deletion: string, name: string) {
    return this.actorInTheSpotlight.attemptsTo(deleteTheRow(deletion as Deletion, name));
  },
);
