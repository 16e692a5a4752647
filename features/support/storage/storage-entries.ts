/** Entries written "key: value, other: value" (a value may hold colons), as an object. */
export function storageEntries(entries: string): Record<string, string> {
  return Object.fromEntries(
    entries.split(',').map((entry) => {
      const [key = '', ...value] = entry.split(':');
      return [key.trim(), value.join(':').trim()];
    }),
  );
}
