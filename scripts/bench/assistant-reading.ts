import { PROSPECT_CURRENCIES } from '../../src/core/domain/demo/prospect';
import {
  INSERTION_ORDER_CORPUS,
  LAUNCH_TEMPLATE_CORPUS,
} from '../../src/simulation/assistant/testing/corpus/corpus';
import {
  scoreDocument,
  scorePdf,
  totals,
} from '../../src/simulation/assistant/testing/corpus/score-readings';
import { scoreTemplate } from '../../src/simulation/assistant/testing/corpus/score-templates';
import { cleanInsertionOrder } from '../fixtures/insertion-orders';
import { sampleIoReading } from '../fixtures/sample-io-reading';
import { prospectParty } from '../fixtures/sample-party';

/**
 * Issues 12 and 20: the demo assistant's reading of the insertion-order corpus (PDFs rendered with
 * pdf-lib, read back with pdf-parse as the mock server does) and of the launch-template corpus
 * (configurations built from each template): fields right of fields present, values invented, and
 * issues raised on consistent documents (target 0). The corpus includes the sample IO the demo
 * backend makes for a prospect (issue 29), once in each currency a prospect may have.
 */
export async function measureAssistantReading() {
  const now = new Date('2026-11-23T09:00:00Z');
  const started = performance.now();
  const scores = [];
  for (const document of INSERTION_ORDER_CORPUS) scores.push(await scoreDocument(document, now));
  for (const currency of PROSPECT_CURRENCIES) {
    const party = prospectParty({ name: 'Contoso Outdoor', currency });
    const bytes = await cleanInsertionOrder(party);
    scores.push(await scorePdf(`prospect sample IO in ${currency}`, bytes, sampleIoReading(party), now));
  }
  const msPerDocument = (performance.now() - started) / scores.length;
  const templates = totals(LAUNCH_TEMPLATE_CORPUS.map((template) => scoreTemplate(template, now)));
  return { ...totals(scores), msPerDocument, scores, templates };
}
