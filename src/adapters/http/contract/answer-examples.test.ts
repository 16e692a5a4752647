import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ContractValidator } from '../testing/contract-validator';
import { contractDocument } from './document';
import { isRawAnswer, type Operation } from './operation';
import { allOperations } from './operations';

/**
 * The examples are drawn from the demo seed. Each answer's example is what the document promises
 * and what the app reads: the document's schema accepts it, and so does the adapter's reader of
 * that answer. Each request body's example fits the document's request schema.
 */
const document = contractDocument();
const validator = new ContractValidator(document);
const named = (operations: Operation[]) =>
  operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const);

type Documented = Record<
  string,
  Record<string, { requestBody?: { content: Record<string, { example?: unknown }> } }>
>;
const requestExampleOf = (operation: Operation) =>
  (document.paths as Documented)[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.content[
    'application/json'
  ]?.example;

describe('the examples of the document', () => {
  it('are there for every JSON answer and every JSON request body', () => {
    const withoutAnswer = allOperations().filter(
      (operation) => !isRawAnswer(operation.answer) && !operation.sent,
    );
    const withoutBody = allOperations().filter((operation) => operation.body && !requestExampleOf(operation));
    expect(named(withoutAnswer).map(([name]) => name)).toEqual([]);
    expect(named(withoutBody).map(([name]) => name)).toEqual([]);
  });

  it.each(named(allOperations().filter((operation) => operation.sent)))(
    '%s: its answer fits the document and the app reads it',
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

  it.each(named(allOperations().filter((operation) => operation.body)))(
    '%s: its request body fits the document',
    (_name, operation) => {
      expect(validator.checkBody({ ...operation, body: requestExampleOf(operation) })).toEqual([]);
    },
  );
});
