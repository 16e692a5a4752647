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
    operation.form ? 'multipart/form-data' : 'application/json'
  ]?.example;

/** A multipart example as the form a client would send: each text part, each file part a file. */
function formOf(example: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(example)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      form.append(name, name.startsWith('file') ? new File([String(part)], 'example') : String(part));
    }
  }
  return form;
}

describe('the examples of the document', () => {
  it('are there for every answer and every request body, JSON or multipart', () => {
    const withoutAnswer = allOperations().filter((operation) =>
      isRawAnswer(operation.answer) ? !operation.answer.example : !operation.sent,
    );
    const withoutBody = allOperations().filter(
      (operation) => (operation.body || operation.form) && !requestExampleOf(operation),
    );
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

  it.each(named(allOperations().filter((operation) => operation.form)))(
    '%s: its multipart example fits the document',
    (_name, operation) => {
      const form = formOf(requestExampleOf(operation) as Record<string, unknown>);
      expect(validator.checkBody({ ...operation, body: form })).toEqual([]);
    },
  );
});
