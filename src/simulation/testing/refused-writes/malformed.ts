import { LIMITS } from '../../kernel/limits';

/** A request's fields as a probe sends them: a JSON body or the query of a bodiless call. */
export type Fields = Record<string, unknown>;

/** One malformed request, and what was done to it (the test's name). */
export interface Malformed {
  about: string;
  fields: Fields;
}

const over = (limit: number) => 'x'.repeat(limit + 1);

/** Values of another type than `value`, and values of its type that no field accepts. */
function wrongValuesFor(value: unknown): { about: string; value: unknown }[] {
  const wrongTypes = [
    { about: 'a number', value: 123 },
    { about: 'a list', value: [] },
    { about: 'an object', value: {} },
    { about: 'a boolean', value: true },
  ].filter(
    (candidate) =>
      typeof candidate.value !== typeof value || Array.isArray(value) !== Array.isArray(candidate.value),
  );
  if (typeof value === 'string') {
    return [
      ...wrongTypes,
      { about: 'blank', value: '   ' },
      { about: 'an unknown value', value: 'bogus-\u0000-value' },
      { about: `${LIMITS.idCharacters + 1} characters`, value: over(LIMITS.idCharacters) },
      { about: `${LIMITS.nameCharacters + 1} characters`, value: over(LIMITS.nameCharacters) },
      { about: `${LIMITS.textCharacters + 1} characters`, value: over(LIMITS.textCharacters) },
    ];
  }
  if (typeof value === 'number') {
    return [
      ...wrongTypes,
      { about: 'negative', value: -1 },
      { about: 'huge', value: 1e15 },
      { about: 'a word', value: 'many' },
    ];
  }
  if (typeof value === 'boolean') return [...wrongTypes, { about: 'a word', value: 'maybe' }];
  if (Array.isArray(value)) {
    return [
      ...wrongTypes,
      { about: 'a list of numbers', value: [123] },
      { about: 'a list of unknown values', value: ['bogus-value'] },
      { about: 'a list of objects', value: [{}] },
    ];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      ...wrongTypes,
      { about: 'empty', value: {} },
      { about: 'with an unknown key', value: { ...value, bogus: 1 } },
    ];
  }
  return wrongTypes;
}

/**
 * Malformed versions of a valid request, one field at a time (the others stay valid, which is
 * where a handler that changes as it checks gets caught), one level into nested objects, and the
 * request with a key nobody asked for.
 */
export function malformedVersions(fields: Fields): Malformed[] {
  const versions: Malformed[] = [{ about: 'an unknown key', fields: { ...fields, bogusKey: 'bogus' } }];
  for (const [name, value] of Object.entries(fields)) {
    versions.push({ about: `${name} left out`, fields: withoutKey(fields, name) });
    for (const wrong of wrongValuesFor(value)) {
      versions.push({ about: `${name} ${wrong.about}`, fields: { ...fields, [name]: wrong.value } });
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [inner, innerValue] of Object.entries(value)) {
        for (const wrong of wrongValuesFor(innerValue)) {
          versions.push({
            about: `${name}.${inner} ${wrong.about}`,
            fields: { ...fields, [name]: { ...value, [inner]: wrong.value } },
          });
        }
      }
    }
  }
  return versions;
}

/**
 * The call with one field it did not send added, wrong for its declared kind (`declared`: each
 * field with a value of its kind), so that fields no probe sends are varied too.
 */
export function malformedAdditions(fields: Fields, declared: Fields): Malformed[] {
  return Object.entries(declared)
    .filter(([name]) => !(name in fields))
    .flatMap(([name, value]) =>
      wrongValuesFor(value).map((wrong) => ({
        about: `${name} (not sent) ${wrong.about}`,
        fields: { ...fields, [name]: wrong.value },
      })),
    );
}

function withoutKey(fields: Fields, name: string): Fields {
  const copy = { ...fields };
  delete copy[name];
  return copy;
}
