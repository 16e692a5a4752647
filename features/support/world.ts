import { After, AfterAll, Before, setDefaultTimeout, setWorldConstructor, World } from '@cucumber/cucumber';
import { BrowserDriver, closeBrowser } from './drivers/BrowserDriver';
import type { SidekickDriver } from './drivers/SidekickDriver';
import { ViewModelDriver } from './drivers/ViewModelDriver';

setDefaultTimeout(30_000);

/** A fresh system per scenario, driven either through the view models or through Chromium. */
export class SidekickWorld extends World<{ driver?: 'browser' | 'view-models' }> {
  driver!: SidekickDriver;
  /** The persona the scenario talks about ("they"). */
  persona = '';

  get usesBrowser(): boolean {
    return this.parameters.driver === 'browser';
  }

  /** The view-model driver, for steps that observe what only it can see (events, stored data). */
  get viewModels(): ViewModelDriver {
    if (!(this.driver instanceof ViewModelDriver)) throw new Error('This step needs the view-model driver');
    return this.driver;
  }

  get browser(): BrowserDriver {
    if (!(this.driver instanceof BrowserDriver)) throw new Error('This step needs the browser driver');
    return this.driver;
  }
}

setWorldConstructor(SidekickWorld);

Before(async function (this: SidekickWorld) {
  if (this.usesBrowser) {
    const baseUrl = process.env.SIDEKICK_E2E_URL;
    if (!baseUrl)
      throw new Error('SIDEKICK_E2E_URL is not set: run the browser scenarios with `npm run test:browser`');
    this.driver = await BrowserDriver.create(baseUrl);
  } else {
    this.driver = new ViewModelDriver();
  }
});

After(async function (this: SidekickWorld) {
  await this.driver?.dispose();
});

AfterAll(async () => {
  await closeBrowser();
});

// The product logs skipped fetches and similar at debug level (spec 1 §8 "only logged"); keep the
// scenario output readable unless asked.
if (!process.env.SIDEKICK_VERBOSE) console.debug = () => {};
