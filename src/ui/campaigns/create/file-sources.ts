import type { UploadSource } from '../../../core/ports/acting-context';

/** Browser files as upload sources. */
export function uploadSourcesOf(files: FileList | readonly File[] | null): UploadSource[] {
  return Array.from(files ?? []).map((file) => ({
    name: file.name,
    size: file.size,
    type: file.type,
    data: file,
  }));
}
