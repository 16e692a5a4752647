/** A simple email check: something@domain.tld without spaces. */
export function isValidEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** The export's file name, with a timestamp safe in file names (spec 3 §2 Data Export). */
export function exportFileName(now: number): string {
  return `adara-data-export-${new Date(now).toISOString().replace(/[:.]/g, '-')}.json`;
}
