import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ContractValidator } from '../testing/contract-validator';
import { contractDocument } from './document';
import { isRawAnswer } from './operation';
import { allOperations } from './operations';

/**
 * Each answer's example (drawn from the demo seed) is what the document promises and what the app
 * reads: the document's schema accepts it, and so does the adapter's reader of that answer.
 */
const validator = new ContractValidator(contractDocument());
const withExamples = allOperations().filter((operation) => operation.sent !== undefined);

describe('the answers’ examples', () => {
  it.each(withExamples.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
    '%s: fit the document and the app reads them',
    (_name, operation) => {
      const example = operation.sent?.example;
      const answer = {
        status: operation.created ? 201 : 200,
        contentType: 'application/json',
        text: JSON.stringify(example),
      };
      expect(validator.checkAnswer(operation, answer)).toEqual([]);
      if (!isRawAnswer(operation.answer)) {
        const read = z.safeParse(operation.answer, example);
        expect(read.error?.issues ?? []).toEqual([]);
      }
    },
  );
});
