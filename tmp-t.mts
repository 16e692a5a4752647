import { INSERTION_ORDER_CORPUS } from './src/simulation/assistant/testing/corpus/corpus';
import { pdfTextOf, renderPdf } from './src/simulation/assistant/testing/corpus/render-pdf';
import { readInsertionOrder } from './src/simulation/assistant/campaign-processor/read-insertion-order';
for (const i of [2,3]) { const d = INSERTION_ORDER_CORPUS[i]!; const t = await pdfTextOf(await renderPdf(d.pages)); console.log(t); const r = readInsertionOrder(t); console.log(JSON.stringify({...r, lines: undefined}, null, 0)); }
