/** A size in MB with 2 decimals, as the creation form lists its uploads (spec 2 §9). */
export function sizeInMb(bytes: number): string {
  return `${(Math.max(0, bytes) / (1024 * 1024)).toFixed(2)} MB`;
}

const UNITS = ['Bytes', 'KB', 'MB', 'GB'];

/** A size in Bytes, KB, MB or GB, as the detail page lists files (spec 2 §9). */
export function humanSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const unit = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** unit;
  return `${Number.parseFloat(value.toFixed(2))} ${UNITS[unit]}`;
}
