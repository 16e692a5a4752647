/** The first `length` characters of `text`, with '...' when more was cut off. */
export function truncate(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length)}...` : text;
}
