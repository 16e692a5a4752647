import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { campaignsOf } from '../support/campaigns/ability';
import type { SidekickWorld } from '../support/world';

const list = (names: string) =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

/** Reads again while simulated time passes, until the reading fits or the time is up. */
async function eventually<T>(
  world: SidekickWorld,
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  ms = 40_000,
) {
  let value = await read();
  for (let waited = 0; !ok(value) && waited < ms; waited += 1000) {
    await campaignsOf(world).pass(1000);
    value = await read();
  }
  return value;
}

When(/^(?:Riley|Val) opens the campaign "([^"]*)"$/, async function (this: SidekickWorld, name: string) {
  if (this.usesBrowser) return campaignsOf(this).openCampaignPage(name);
  const campaign = this.viewModels.backend.data.campaignArea?.campaigns.find(
    (candidate) => candidate.name === name,
  );
  if (!campaign) throw new Error(`No campaign ${name}`);
  await campaignsOf(this).openCampaignPage(`/campaigns/${campaign.id}`);
});

When(
  /^(Riley|Val) opens the seeded campaign for "([^"]*)"$/,
  async function (this: SidekickWorld, who: string, destination: string) {
    // The demo seeds one campaign per destination in this order, per account (src/simulation/campaigns/seed.ts).
    const order = [
      'dv360',
      'ttd',
      'youtube-dv360',
      'facebook',
      'google-ads-search',
      'google-ads-pmax',
      'tiktok',
      'madhive',
      'amazon_dsp',
      'gam',
      'groundtruth',
      'reddit',
    ];
    const account = who === 'Val' ? 'globex-retail' : 'acme-media';
    await campaignsOf(this).openCampaignPage(`/campaigns/cmp-${account}-${order.indexOf(destination) + 1}`);
  },
);

When(/^Riley opens the campaign page "([^"]*)"$/, async function (this: SidekickWorld, path: string) {
  await campaignsOf(this).openCampaignPage(path);
});

When('the run has had time to finish', async function (this: SidekickWorld) {
  await eventually(
    this,
    () => campaignsOf(this).overall(),
    (value) => ['Complete', 'Failed', 'Stopped'].includes(value),
  );
});

When('Riley stops the orchestration', async function (this: SidekickWorld) {
  await campaignsOf(this).stopRun();
});

When(/^Riley uploads the creatives "([^"]*)"$/, async function (this: SidekickWorld, fixture: string) {
  await campaignsOf(this).uploadCreatives(fixture);
});

Then('the campaign page says {string}', async function (this: SidekickWorld, text: string) {
  assert.ok((await campaignsOf(this).campaignPageText()).includes(text), `the page does not say "${text}"`);
});

Then('the stage PROCESSING is not pending', async function (this: SidekickWorld) {
  const [first] = await campaignsOf(this).stages();
  assert.ok(first && !first.endsWith('Pending'), first);
});

Then('the overall progress reads {string}', async function (this: SidekickWorld, text: string) {
  assert.equal(
    await eventually(
      this,
      () => campaignsOf(this).overall(),
      (value) => value === text,
      20_000,
    ),
    text,
  );
});

Then('the stages read {string}', async function (this: SidekickWorld, stages: string) {
  assert.deepEqual(await campaignsOf(this).stages(), list(stages));
});

Then('the campaign page links to the platform campaign', async function (this: SidekickWorld) {
  assert.ok((await campaignsOf(this).platformLinks()) > 0);
});

Then('the campaign status reads {string}', async function (this: SidekickWorld, badge: string) {
  assert.equal(await campaignsOf(this).statusBadge(), badge);
});

Then('the activity shows an {string} entry', async function (this: SidekickWorld, type: string) {
  assert.ok((await campaignsOf(this).activityTypes()).includes(type));
});

Then(
  'the creative button reads {string} once the assignment completes',
  async function (this: SidekickWorld, label: string) {
    assert.equal(
      await eventually(
        this,
        () => campaignsOf(this).creativeButton(),
        (value) => value === label,
        30_000,
      ),
      label,
    );
  },
);

Then('the creatives accept {string}', async function (this: SidekickWorld, extensions: string) {
  assert.equal(await campaignsOf(this).acceptedCreatives(), extensions);
});

Then('the creative types offered are {string}', async function (this: SidekickWorld, types: string) {
  assert.deepEqual(await campaignsOf(this).creativeTypes(), types === 'none' ? [] : list(types));
});

Then('Start Orchestration is disabled with {string}', async function (this: SidekickWorld, hint: string) {
  assert.equal(await campaignsOf(this).startDisabled(), true);
  assert.ok((await campaignsOf(this).campaignPageText()).includes(hint) || !this.usesBrowser);
});

Then('the campaign page lists {string}', async function (this: SidekickWorld, problems: string) {
  if (this.usesBrowser) {
    const text = await campaignsOf(this).campaignPageText();
    for (const problem of list(problems)) assert.ok(text.includes(problem));
  }
});

Then('the campaign page is read-only', async function (this: SidekickWorld) {
  assert.equal(await campaignsOf(this).readOnly(), true);
});
