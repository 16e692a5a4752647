import { setImmediate as nextTurn } from 'node:timers/promises';

/** Records serialised between two turns of the event loop. */
const RECORDS_PER_PIECE = 2000;

/**
 * JSON.stringify of an object whose values are mostly big arrays, produced piece by piece with
 * a turn of the event loop between pieces: a database of a million messages is written without
 * making every other request wait a second. The object's top level is read once, at the start.
 */
export async function* serializeInPieces(value: object): AsyncGenerator<string> {
  const entries = Object.entries(value).filter(([, field]) => field !== undefined);
  yield '{';
  for (const [index, [key, field]] of entries.entries()) {
    const head = `${index > 0 ? ',' : ''}${JSON.stringify(key)}:`;
    if (!Array.isArray(field) || field.length <= RECORDS_PER_PIECE) {
      yield head + JSON.stringify(field);
      continue;
    }
    yield `${head}[`;
    const records = field;
    for (let start = 0; start < records.length; start += RECORDS_PER_PIECE) {
      const piece = records
        .slice(start, start + RECORDS_PER_PIECE)
        .map((record) => JSON.stringify(record) ?? 'null');
      yield (start > 0 ? ',' : '') + piece.join(',');
      await nextTurn();
    }
    yield ']';
  }
  yield '}';
}
