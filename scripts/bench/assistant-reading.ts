import {
  INSERTION_ORDER_CORPUS,
  LAUNCH_TEMPLATE_CORPUS,
} from '../../src/simulation/assistant/testing/corpus/corpus';
import { scoreDocument, totals } from '../../src/simulation/assistant/testing/corpus/score-readings';
import { scoreTemplate } from '../../src/simulation/assistant/testing/corpus/score-templates';

/**
 * Issues 12 and 20: the demo assistant's reading of the insertion-order corpus (PDFs rendered with
 * pdf-lib, read back with pdf-parse as the mock server does) and of the launch-template corpus
 * (configurations built from each template): fields right of fields present, values invented, and
 * issues raised on consistent documents (target 0).
 */
export async function measureAssistantReading() {
  const now = new Date('2026-11-23T09:00:00Z');
  const started = performance.now();
  const scores = [];
  for (const document of INSERTION_ORDER_CORPUS) scores.push(await scoreDocument(document, now));
  const msPerDocument = (performance.now() - started) / scores.length;
  const templates = totals(LAUNCH_TEMPLATE_CORPUS.map((template) => scoreTemplate(template, now)));
  return { ...totals(scores), msPerDocument, scores, templates };
}
