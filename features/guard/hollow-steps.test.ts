import { describe, expect, it } from 'vitest';
import { hollowsIn } from './hollow-steps';
import { scenarioSources } from './scenario-sources';
import { parseSource, parseTypeScript } from './source-tree';

const whyOf = (source: string) => hollowsIn(parseSource(source, 'sample.ts')).map((hollow) => hollow.why);

describe('the scenario support', () => {
  it('holds no step, question or task that cannot fail', () => {
    const hollows = scenarioSources().flatMap((path) => hollowsIn(parseTypeScript(path)));
    expect(hollows.map(({ file, what, why }) => `${file}: ${what} ${why}`)).toEqual([]);
  });
});

describe('the hollow-step guard', () => {
  it('finds a question level that answers a constant', () => {
    const source = `export const pictures = () =>
      question('pictures', { viewModel: async () => 0, browser: async (app) => app.count() });`;
    expect(whyOf(source)).toEqual(['answers a constant at the viewModel level']);
  });

  it('finds a constant behind a wait, and accepts a level that refuses to answer', () => {
    const source = `export const links = () =>
      question('links', {
        async viewModel() { throw new Error('only a page can tell'); },
        async browser(app) { await app.page.waitFor(); return true; },
      });`;
    expect(whyOf(source)).toEqual(['answers a constant at the browser level']);
  });

  it('finds a parameter that a question or task leaves out at one level', () => {
    const source = `export const offers = (first: string, second: string) =>
      question(\`offers \${first} and \${second}\`, onTheChat({
        viewModel: async (chat) => chat.links(),
        browser: async (chat) => chat.has(first, second),
      }));
    export const pin = (name: string, how: 'pin' | 'unpin') =>
      interaction(\`\${how} \${name}\`, { viewModel: async (app) => app.toggle(name), browser: async (app) => app.click(name, how) });`;
    expect(whyOf(source)).toEqual([
      'ignores its parameter "first" at the viewModel level',
      'ignores its parameter "second" at the viewModel level',
      'ignores its parameter "how" at the viewModel level',
    ]);
  });

  it('counts a local computed from a parameter as using it', () => {
    const source = `export const theFile = (ref: string) => {
      const name = nameOf(ref);
      return question('the file', { viewModel: async (app) => app.file(name), browser: async (app) => app.open(name) });
    };`;
    expect(whyOf(source)).toEqual([]);
  });

  it('finds a step that ignores its parameter, asserts nothing or skips itself', () => {
    const source = `
      Then('{string} is offered', async function (this: World, _label: string) {
        assert.equal(await this.actor.answer(clearAll()), true);
      });
      Then('the run is done', async function (this: World) {
        await this.actor.answer(theRun());
      });
      Given('a shaky backend', async function (this: World) {
        if (!this.usesBrowser) return 'skipped';
        await shake();
      });`;
    expect(whyOf(source)).toEqual([
      'ignores its parameter "_label"',
      'is a Then-step that asserts nothing',
      'declares the scenario skipped or pending instead of running or failing it',
    ]);
  });

  it('reads questions and tasks written by hand as well', () => {
    const source = `export const theRun = (ordinal: string): Question<Run> => ({
      description: \`the \${ordinal} run\`,
      answeredBy: async () => 'done',
    });
    export const note = (key: string): Interaction => ({
      description: 'note the results',
      async performAs(actor) { actor.remember('results', await actor.answer(results())); },
    });
    export const recall = <T>(key: string): Question<T> => ({
      description: \`what they remember of \${key}\`,
      answeredBy: async (actor) => actor.recall<T>(key),
    });`;
    expect(whyOf(source)).toEqual([
      'answers a constant',
      'ignores its parameter "ordinal" at the answeredBy level',
      'ignores its parameter "key" at the performAs level',
    ]);
  });
});
