import {
  After,
  AfterAll,
  Before,
  type ITestCaseHookParameter,
  setDefaultTimeout,
  setWorldConstructor,
  World,
} from '@cucumber/cucumber';
import { BrowseTheApp } from './abilities/BrowseTheApp';
import { closeBrowser } from './abilities/chromium';
import { abilitiesFor } from './abilities/registry';
import { UseTheViewModels } from './abilities/UseTheViewModels';
import { type AbilityType, Actor } from './actors/Actor';

setDefaultTimeout(30_000);

/**
 * A fresh system per scenario and the cast acting in it. The default profile gives every actor
 * the view models on the memory profile; the browser profile gives them the page in Chromium.
 */
export class SidekickWorld extends World<{ driver?: 'browser' | 'view-models' }> {
  /** The scenario's system, shared by its actors (one backend, one browser storage). */
  app!: UseTheViewModels | BrowseTheApp;
  /** The app and every area's ability on it, made once per scenario; each actor holds them all. */
  abilities: object[] = [];
  private readonly cast = new Map<string, Actor>();
  private spotlight: Actor | null = null;

  get usesBrowser(): boolean {
    return this.parameters.driver === 'browser';
  }

  /** The persona by name, made on first mention with the scenario's ability; now "they". */
  actorCalled(name: string): Actor {
    let actor = this.cast.get(name);
    if (!actor) {
      actor = new Actor(name).whoCan(...this.abilities);
      this.cast.set(name, actor);
    }
    this.spotlight = actor;
    return actor;
  }

  /** "they": the persona the scenario last named. */
  get actorInTheSpotlight(): Actor {
    if (!this.spotlight) throw new Error('No persona has been named yet: say who acts first');
    return this.spotlight;
  }

  /** An area's ability for this scenario (the first of those classes), for steps that arrange the world. */
  ability<A>(...types: AbilityType<A>[]): A {
    const found = this.abilities.find((ability) =>
      types.some((type) => Object.prototype.isPrototypeOf.call(type.prototype, ability)),
    );
    if (!found) throw new Error(`This scenario has no ${types.map((type) => type.name).join(' or ')}`);
    return found as A;
  }

  /** For the setup steps only the view-model level can take (seeding, events, outages). */
  get viewModels(): UseTheViewModels {
    if (!(this.app instanceof UseTheViewModels)) throw new Error('This step needs the view-model level');
    return this.app;
  }

  get browser(): BrowseTheApp {
    if (!(this.app instanceof BrowseTheApp)) throw new Error('This step needs the browser level');
    return this.app;
  }
}

setWorldConstructor(SidekickWorld);

Before(async function (this: SidekickWorld, { pickle }: ITestCaseHookParameter) {
  if (this.usesBrowser) {
    const tagged = (name: string) => pickle.tags.some((tag) => tag.name === name);
    // @prism-mock: the app calls a Prism mock of docs/openapi.json, not the demo backend.
    const onPrism = tagged('@prism-mock');
    const address = onPrism ? 'SIDEKICK_E2E_PRISM_APP_URL' : 'SIDEKICK_E2E_URL';
    const baseUrl = process.env[address];
    if (!baseUrl)
      throw new Error(`${address} is not set: run the browser scenarios with \`npm run test:browser\``);
    // @touch: the scenario's browser has a touch screen (a phone's or a tablet's), taps included.
    this.app = await BrowseTheApp.at(baseUrl, { touch: tagged('@touch'), demoBackend: !onPrism });
  } else {
    this.app = new UseTheViewModels();
  }
  this.abilities = abilitiesFor(this.app);
});

After(async function (this: SidekickWorld) {
  // Areas first, then the system they use.
  for (const ability of [...this.abilities].reverse()) {
    await (ability as { dispose?: () => unknown }).dispose?.();
  }
});

AfterAll(async () => {
  await closeBrowser();
});

// The product logs skipped fetches and similar at debug level (spec 1 §8 "only logged"); keep the
// scenario output readable unless asked.
if (!process.env.SIDEKICK_VERBOSE) console.debug = () => {};
