/** A list as a step writes it: "Approve, Reject, Edit" → ['Approve', 'Reject', 'Edit']. */
export const list = (names: string): string[] =>
  names
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
