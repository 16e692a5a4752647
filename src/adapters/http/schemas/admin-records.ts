import * as z from 'zod/mini';
import type { RecordCollection } from '../../../contract/records/record-collection';
import type { AdminRecord } from '../../../core/domain/admin/entities';
import { id, wrapped, wrappedList } from './lenient';

/** A record of a plain admin collection: its id, and its declared fields as text (absent: empty). */
function recordSchema(collection: RecordCollection): z.ZodMiniType<AdminRecord> {
  const names = Object.keys(collection.fields);
  return z.pipe(
    z.looseObject({ id }),
    z.transform(
      (dto): AdminRecord => ({
        id: dto.id,
        values: Object.fromEntries(
          names.map((name) => [name, typeof dto[name] === 'string' ? (dto[name] as string) : '']),
        ),
      }),
    ),
  );
}

/** The list answer of a collection, under its name. */
export function recordsAnswer(collection: RecordCollection) {
  return wrappedList(recordSchema(collection), collection.one, [collection.name]);
}

/** What an add or an edit answers: the record as it now is (no adapter reads it: the list reloads). */
export function recordAnswer(collection: RecordCollection) {
  return wrapped(recordSchema(collection), [collection.one]);
}
