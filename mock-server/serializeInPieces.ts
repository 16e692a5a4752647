import { setImmediate as nextTurn } from 'node:timers/promises';

/** Records serialised between two turns of the event loop. */
const RECORDS_PER_PIECE = 2000;

/**
 * JSON.stringify of an object whose values are mostly big arrays, produced piece by piece with
 * a turn of the event loop between pieces: a database of a million messages is written without
 * making every other request wait a second.
 *
 * The snapshot is taken when this is called: small fields are serialised at once and big arrays
 * copied (pointers only), so a record created while the pieces are written is in none of them
 * and the stored id counter is never behind an id in the file. A record changed in place later
 * may show its newer state, which a later snapshot holds anyway.
 */
export function serializeInPieces(value: object): AsyncGenerator<string> {
  type Field = { key: string; records: unknown[] } | { key: string; json: string };
  const fields = Object.entries(value)
    .filter(([, field]) => field !== undefined)
    .map(
      ([key, field]): Field =>
        Array.isArray(field) && field.length > RECORDS_PER_PIECE
          ? { key, records: field.slice() }
          : { key, json: JSON.stringify(field) },
    );
  return (async function* pieces() {
    yield '{';
    for (const [index, field] of fields.entries()) {
      const head = `${index > 0 ? ',' : ''}${JSON.stringify(field.key)}:`;
      if ('json' in field) {
        yield head + field.json;
        continue;
      }
      yield `${head}[`;
      for (let start = 0; start < field.records.length; start += RECORDS_PER_PIECE) {
        const piece = field.records
          .slice(start, start + RECORDS_PER_PIECE)
          .map((record) => JSON.stringify(record) ?? 'null');
        yield (start > 0 ? ',' : '') + piece.join(',');
        await nextTurn();
      }
      yield ']';
    }
    yield '}';
  })();
}
