import { Writable } from 'node:stream';
import { loadConfiguration, loadSupport, runCucumber } from '@cucumber/cucumber/api';

/**
 * `npm run mutants:scenarios`: proves that the view-model level's answers are checked. Runs the
 * view-model scenarios once to learn which scenarios ask each question, then makes each question's
 * view-model answer wrong in turn (features/support/questions/answer-mutants.ts) and runs those
 * scenarios again: a mutant is killed when one of them fails. A question that answers a list is
 * made wrong twice: one item fewer, then every item changed. Prints the survivors and the score.
 * `npm run mutants:scenarios -- features/chat/x.feature …` learns from those features only (all
 * by default); MUTANTS_ONLY=<part of a file name> narrows the run to some questions.
 */
const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
const environment = { stdout: quiet, stderr: quiet };

const { runConfiguration } = await loadConfiguration({}, environment);
const support = await loadSupport(runConfiguration, environment);
// Imported once the support code is loaded: it registers a hook, and must be that same instance.
const { answerMutants } = await import('../features/support/questions/answer-mutants');
const features = process.argv.slice(2);
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
const baseline = await run(features.length > 0 ? features : runConfiguration.sources.paths, false);
if (!baseline.success) throw new Error('The view-model scenarios fail without any mutant: fix them first');
const asked = answerMutants.asked;
answerMutants.asked = null;

const only = process.env.MUTANTS_ONLY;
const makers = [...asked.keys()].filter((maker) => !only || maker.includes(only)).sort();
const mutants = makers.flatMap((maker) => [
  { maker, operator: 'one-fewer' as const },
  ...(answerMutants.answeredLists.has(maker) ? [{ maker, operator: 'every-item' as const }] : []),
]);
const survivors: string[] = [];
for (const [index, { maker, operator }] of mutants.entries()) {
  answerMutants.target = maker;
  answerMutants.operator = operator;
  const result = await run([...(asked.get(maker) ?? [])], true);
  const name = answerMutants.answeredLists.has(maker) ? `${maker} (${operator})` : maker;
  if (result.success) survivors.push(name);
  process.stdout.write(
    `${index + 1}/${mutants.length} ${result.success ? 'SURVIVED' : 'killed  '} ${name}\n`,
  );
}
answerMutants.target = null;

const killed = mutants.length - survivors.length;
const score = mutants.length ? Math.round((killed / mutants.length) * 100) : 100;
process.stdout.write(
  `\nView-model answers made wrong: ${mutants.length} (${makers.length} questions); killed ${killed}, survived ${survivors.length}: score ${score}%\n`,
);
for (const survivor of survivors) process.stdout.write(`  survived: ${survivor}\n`);
process.exitCode = score >= 80 ? 0 : 1;
