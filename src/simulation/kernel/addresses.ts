/**
 * Email addresses are compared as written (issue 27): only A–Z fold to a–z. Unicode's own
 * lower-casing would fold look-alikes into ASCII (the Kelvin sign 'K' becomes 'k'), letting
 * "Kaylah" with a Kelvin sign sign in as Kaylah; nothing else is normalised.
 */
export function foldAsciiCase(address: string): string {
  return address.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
}

export function sameAddress(a: string, b: string): boolean {
  return foldAsciiCase(a) === foldAsciiCase(b);
}

/** Printable ASCII only: no look-alike letters, no invisible or full-width characters. */
export function isPlainAscii(address: string): boolean {
  return /^[\x21-\x7e]*$/.test(address);
}
