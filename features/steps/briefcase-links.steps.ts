import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { FILE_LINK_REFRESH_HOURS } from '../../src/core/domain/briefcase/file-links';
import type { FileRef } from '../support/briefcase/briefcase-words';
import { theAddressOpened, theStoredFiles } from '../support/briefcase/questions/theStoredFiles';
import { openTheFile } from '../support/briefcase/tasks/openTheFile';
import type { SidekickWorld } from '../support/world';

/*
 * A file's link (spec 1 §9, file expiry): opening a file, and the links the page renews when it
 * reads a chat whose links have expired.
 */

const HOUR = 60 * 60 * 1000;

/** Opens that briefcase file, keeping the chat's stored file links as they were just before. */
When('they open the file {file}', async function (this: SidekickWorld, file: FileRef) {
  const actor = this.actorInTheSpotlight;
  actor.remember('links before opening', JSON.stringify(await actor.answer(theStoredFiles())));
  await actor.attemptsTo(openTheFile(file));
});

// The page renews a chat's expired links when it reads the history, a moment before the step (and
// in Chromium the mock server stamps a renewal with its own time): a minute either way.
const RENEWAL_SLACK_MS = 60_000;

/** Checks that every file link of the chat is valid again and at least one was renewed for that many hours from now. */
Then(
  "the chat's file links were renewed for {int} hours",
  async function (this: SidekickWorld, hours: number) {
    assert.equal(hours, FILE_LINK_REFRESH_HOURS);
    const now = this.app.now();
    const renewedUntil = now + hours * HOUR;
    const stored = await this.actorInTheSpotlight.answer(theStoredFiles());
    const links = stored.filter((file) => file.publicUrl);
    assert.ok(links.length > 0, 'the chat has no file links');
    for (const link of links) assert.ok((link.expiresAt ?? 0) > now, `${link.name} still expired`);
    assert.ok(
      links.some((link) => Math.abs((link.expiresAt ?? 0) - renewedUntil) <= RENEWAL_SLACK_MS),
      `no link renewed until ${new Date(renewedUntil).toISOString()}`,
    );
  },
);

/** Checks that opening the file renewed no file link: the stored links are as before. */
Then('no file links were renewed', async function (this: SidekickWorld) {
  const actor = this.actorInTheSpotlight;
  const before = actor.recall<string>('links before opening');
  assert.equal(JSON.stringify(await actor.answer(theStoredFiles())), before);
});

/** Checks that the file (by name) opened at its "renewed" or its "stored" (old) link. */
Then(
  /^"(.+)" opened at its (renewed|stored) link$/,
  async function (this: SidekickWorld, name: string, which: string) {
    const actor = this.actorInTheSpotlight;
    const stored = (await actor.answer(theStoredFiles())).find((file) => file.name === name);
    assert.ok(stored?.publicUrl, `${name} has no stored link`);
    assert.equal(await actor.answer(theAddressOpened()), stored.publicUrl);
    assert.equal(stored.publicUrl.endsWith('?v=old'), which === 'stored');
  },
);
