import { When } from '@cucumber/cucumber';
import { DELETIONS, type Deletion, deleteTheRow } from '../support/admin/tasks/deleteTheRow';
import type { SidekickWorld } from '../support/world';

// Deleting a role, a permission, a setting or an allowed user, confirmed (spec 3 §2, §7).

/** Deletes an admin row by its name and confirms the question: "delete the role", "delete the permission", "delete the setting" or "remove the allowed user", then the name in double quotes. */
When(
  new RegExp(`^they (${DELETIONS}) "([^"]*)"$`),
  function (this: SidekickWorld, deletion: string, name: string) {
    return this.actorInTheSpotlight.attemptsTo(deleteTheRow(deletion as Deletion, name));
  },
);
