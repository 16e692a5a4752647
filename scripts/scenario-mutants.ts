import { Writable } from 'node:stream';
import { loadConfiguration, loadSupport, runCucumber } from '@cucumber/cucumber/api';

/**
 * `npm run mutants:scenarios`: proves that the view-model level's answers are checked. Runs the
 * view-model scenarios once to learn which scenarios ask each question, then makes each question's
 * view-model answer wrong in turn (features/support/questions/answer-mutants.ts) and runs those
 * scenarios again: a mutant is killed when one of them fails. Prints the survivors and the score.
 * MUTANTS_ONLY=<part of a file name> narrows the run to some questions.
 */
const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
const environment = { stdout: quiet, stderr: quiet };

const { runConfiguration } = await loadConfiguration({}, environment);
const support = await loadSupport(runConfiguration, environment);
// Imported once the support code is loaded: it registers a hook, and must be that same instance.
const { answerMutants } = await import('../features/support/questions/answer-mutants');
const run = (paths: string[], failFast: boolean) =>
  runCucumber(
    {
      ...runConfiguration,
      support,
      sources: { ...runConfiguration.sources, paths },
      formats: { stdout: 'summary', files: {}, publish: false, options: {} },
      runtime: { ...runConfiguration.runtime, failFast, retry: 0 },
    },
    environment,
  );

answerMutants.asked = new Map();
const baseline = await run(runConfiguration.sources.paths, false);
if (!baseline.success) throw new Error('The view-model scenarios fail without any mutant: fix them first');
const asked = answerMutants.asked;
answerMutants.asked = null;

const only = process.env.MUTANTS_ONLY;
const makers = [...asked.keys()].filter((maker) => !only || maker.includes(only)).sort();
const survivors: string[] = [];
for (const [index, maker] of makers.entries()) {
  answerMutants.target = maker;
  const result = await run([...(asked.get(maker) ?? [])], true);
  if (result.success) survivors.push(maker);
  process.stdout.write(
    `${index + 1}/${makers.length} ${result.success ? 'SURVIVED' : 'killed  '} ${maker}\n`,
  );
}
answerMutants.target = null;

const killed = makers.length - survivors.length;
const score = makers.length ? Math.round((killed / makers.length) * 100) : 100;
process.stdout.write(
  `\nView-model answers made wrong: ${makers.length}; killed ${killed}, survived ${survivors.length}: score ${score}%\n`,
);
for (const survivor of survivors) process.stdout.write(`  survived: ${survivor}\n`);
process.exitCode = score >= 80 ? 0 : 1;
