/**
 * The fields of "a, b.c, list.0.d" an answer does not hold (a field that is there with the value
 * null still counts: the spec names fields, not values); a number steps into a list.
 */
export function answerFieldsMissing(answer: unknown, fields: string): string[] {
  return fields
    .split(',')
    .map((field) => field.trim())
    .filter(Boolean)
    .filter((field) => {
      const keys = field.split('.');
      const last = keys.pop() ?? '';
      const holder = keys.reduce<unknown>((at, key) => (at as Record<string, unknown> | null)?.[key], answer);
      return holder === null || typeof holder !== 'object' || !(last in holder);
    });
}
