import { Given, When } from '@cucumber/cucumber';
import type { SampleKind } from '../../mock-server/http/demoSamples';
import { PROSPECT_CURRENCIES, type ProspectCurrency } from '../../src/core/domain/demo/prospect';
import { attachAFile } from '../support/chat/tasks/attachAFile';
import { makeTheSample } from '../support/demo-packs/madeSamples';
import { putTheDemoAt, theDemoProspect } from '../support/demo-packs/putTheDemoAt';
import { markShaky } from '../support/faults/faultMode';
import type { SidekickWorld } from '../support/world';

/** Before anyone signs in: the whole demo backend holds the pack, as a presenter switched it. */
Given('the demo is at {string}', async function (this: SidekickWorld, pack: string) {
  await putTheDemoAt(pack, (path, init) => this.app.callDemoBackend(path, init));
  // A pack may bring fault mode (Rough day): the next browser scenario meets a steady backend.
  if (this.usesBrowser) markShaky(this);
});

/**
 * Before anyone signs in: the pack made for a prospect, its name in place of Acme Media and its
 * currency (USD, EUR, GBP, CAD or AUD) in place of the dollars.
 */
Given(
  'the demo is at {string} for the prospect {string} in {word}',
  async function (this: SidekickWorld, pack: string, name: string, currency: string) {
    const known = PROSPECT_CURRENCIES.find((code) => code === currency);
    if (!known) throw new Error(`A prospect's currency is one of ${PROSPECT_CURRENCIES.join(', ')}`);
    const prospect = { name, currency: known satisfies ProspectCurrency };
    await putTheDemoAt(pack, (path, init) => this.app.callDemoBackend(path, init), prospect);
    if (this.usesBrowser) markShaky(this);
  },
);

const SAMPLE_KINDS: Record<string, SampleKind> = {
  'insertion order': 'insertion-order',
  'media plan': 'media-plan',
  'launch template': 'launch-template',
  creatives: 'creatives',
};

/** Attaches the sample (insertion order, media plan, launch template or creatives) the demo backend makes for its prospect. */
When(
  /^they attach the sample (insertion order|media plan|launch template|creatives) made for the prospect$/,
  async function (this: SidekickWorld, kind: string) {
    const prospect = await theDemoProspect((path, init) => this.app.callDemoBackend(path, init));
    const name = await makeTheSample(SAMPLE_KINDS[kind] as SampleKind, prospect);
    await this.actorInTheSpotlight.attemptsTo(attachAFile(name));
  },
);
