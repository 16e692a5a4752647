import { expect, it } from 'vitest';
import { pdfText } from '../testing/fixture-text';
import { SAMPLE_INSERTION_ORDER } from './sample-insertion-order';

it('offers the demo kit’s own insertion order, word for word', async () => {
  expect(SAMPLE_INSERTION_ORDER.text).toBe(await pdfText(SAMPLE_INSERTION_ORDER.name));
});
