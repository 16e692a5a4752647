import * as z from 'zod/mini';
import { named, recordId, SUCCESS, sends } from '../answers/named';
import { ADMIN_CHANGE, ADMIN_READ, describeAll } from '../described';
import { userBodyFields, userQuery } from '../requests/acting';
import { RECORD_COLLECTIONS } from '.';
import { type RecordCollection, type RecordField, seededRecordId, titled } from './record-collection';

function fieldSchema(field: RecordField): z.ZodMiniType<string> {
  const checks = [
    ...(field.required ? [z.minLength(1)] : []),
    ...(field.maxLength ? [z.maxLength(field.maxLength)] : []),
    ...(field.kind === 'date' ? [z.regex(/^\d{4}-\d{2}-\d{2}$/)] : []),
  ];
  return z
    .string()
    .check(...checks, z.describe(field.kind === 'date' ? `${field.label} (YYYY-MM-DD)` : field.label));
}

/** The fields of a record as zod schemas, in their declared order. */
export function recordFields(collection: RecordCollection): Record<string, z.ZodMiniType<string>> {
  return Object.fromEntries(
    Object.entries<RecordField>(collection.fields).map(([name, field]) => [name, fieldSchema(field)]),
  );
}

/** What a backend stores and answers for one record: its id and its fields. */
export function recordSchema(collection: RecordCollection) {
  return z.object({ id: recordId, ...recordFields(collection) });
}

/** The body of an add or an edit: the record's fields and the acting user. */
export function recordBody(collection: RecordCollection) {
  return z.strictObject({ ...recordFields(collection), ...userBodyFields });
}

/** The reference page's group of a collection's calls. */
export const recordTag = (collection: Pick<RecordCollection, 'label'>) =>
  `Administration: ${collection.label}`;

/** The reference page's groups of the plain admin collections, each described by its declaration. */
export const RECORD_TAG_DESCRIPTIONS: Readonly<Record<string, string>> = Object.fromEntries(
  (RECORD_COLLECTIONS as readonly RecordCollection[]).map((collection) => [
    recordTag(collection),
    `The ${collection.label} tab of the Admin Dashboard: ${collection.summary}.`,
  ]),
);

/** The four calls of a collection, described from its declaration. */
export function describeRecords(collection: RecordCollection) {
  const record = named(
    titled(collection.one),
    `One of the ${collection.label} tab's records`,
    recordSchema(collection),
  );
  const example = { id: seededRecordId(collection), ...collection.example };
  const one = sends(z.object({ [collection.one]: record }), { [collection.one]: example });
  const body = recordBody(collection);
  const tag = recordTag(collection);
  const params = { id: seededRecordId(collection) };
  return describeAll(collection.endpoints, {
    list: {
      answer: sends(z.object({ [collection.name]: z.array(record) }), { [collection.name]: [example] }),
      tag,
      summary: `The ${collection.name} (${collection.summary})`,
      query: userQuery,
      errors: ADMIN_READ,
    },
    create: {
      answer: one,
      tag,
      summary: `Adds a ${collection.one}`,
      body,
      errors: [400, 403, 413],
      example: { body: collection.example },
    },
    update: {
      answer: one,
      tag,
      summary: `Changes a ${collection.one}`,
      body,
      errors: ADMIN_CHANGE,
      example: { params, body: collection.example },
    },
    remove: {
      answer: SUCCESS,
      tag,
      summary: `Deletes a ${collection.one}`,
      query: userQuery,
      errors: [400, 403, 404],
      example: { params },
    },
  });
}

/** Every plain admin collection with its calls, described once (each record's schema is named once). */
export const DESCRIBED_RECORDS = (RECORD_COLLECTIONS as readonly RecordCollection[]).map((collection) => ({
  collection,
  calls: describeRecords(collection),
}));

export const RECORD_CALLS = DESCRIBED_RECORDS.map(({ calls }) => calls);
