import type * as z from 'zod/mini';

/** A field the shape declares itself (`__proto__` names no field: it is refused as unknown). */
const declaredField = (shape: z.core.$ZodShape, key: string): z.core.$ZodType | undefined =>
  Object.hasOwn(shape, key) ? shape[key] : undefined;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The keys of the objects inside a request field (a file of `file_metadata`, a reference,
 * `orchestration`) that its schema does not declare, as paths: `file_metadata[0].colour`. An
 * object whose schema admits any key (a catchall) is open; of a union, the option that declares
 * the most of the value's keys is the one it is read as.
 */
export function unknownNestedKeys(schema: z.core.$ZodType, value: unknown, path: string): string[] {
  const def = schema._zod.def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
      return unknownNestedKeys((def as z.core.$ZodOptionalDef).innerType, value, path);
    case 'array': {
      const { element } = def as z.core.$ZodArrayDef;
      return Array.isArray(value)
        ? value.flatMap((item, index) => unknownNestedKeys(element, item, `${path}[${index}]`))
        : [];
    }
    case 'union': {
      // An object is read by the union's object options only (a string option says nothing of its keys).
      const options = (def as z.core.$ZodUnionDef).options.filter(
        (option) => !isRecord(value) || option._zod.def.type === 'object',
      );
      const readings = options.map((option) => unknownNestedKeys(option, value, path));
      const [first = [], ...others] = readings;
      return others.reduce((fewest, reading) => (reading.length < fewest.length ? reading : fewest), first);
    }
    case 'object':
      return isRecord(value) ? unknownObjectKeys(def as z.core.$ZodObjectDef, value, path) : [];
    default:
      return [];
  }
}

function unknownObjectKeys(
  def: z.core.$ZodObjectDef,
  value: Record<string, unknown>,
  path: string,
): string[] {
  const open = def.catchall !== undefined && def.catchall._zod.def.type !== 'never';
  return Object.entries(value).flatMap(([key, item]) => {
    const field = declaredField(def.shape, key);
    if (field) return unknownNestedKeys(field, item, `${path}.${key}`);
    return open ? [] : [`${path}.${key}`];
  });
}

/** The undeclared keys of the objects inside a body's declared fields (its own keys are checked apart). */
export function unknownKeysInside(schema: z.core.$ZodType, body: Record<string, unknown>): string[] {
  const def = schema._zod.def;
  if (def.type !== 'object') return [];
  const { shape } = def as z.core.$ZodObjectDef;
  return Object.entries(body).flatMap(([key, value]) => {
    const field = declaredField(shape, key);
    return field ? unknownNestedKeys(field, value, key) : [];
  });
}
