import type { DemoFileMetadata as FileMetadata } from '../../data/file-metadata';

/** What an attached file is for the assistant, judged from its name and media type. */
export type AttachmentKind =
  | 'insertion-order'
  | 'media-plan'
  | 'media-brief'
  | 'launch-template'
  | 'creative'
  | 'other';

const IMAGE_OR_VIDEO = /\.(png|jpe?g|gif|webp|svg|mp4|mov|webm|m4v|avi)$/;
const ARCHIVE = /\.(zip)$/;
const SPREADSHEET = /\.(xlsx|xls|csv|tsv)$/;

export function kindOf(file: FileMetadata): AttachmentKind {
  const name = file.name.toLowerCase();
  const type = (file.type ?? '').toLowerCase();
  if (/\bbrief\b|[-_ ]brief/.test(name)) return 'media-brief';
  if (/media[-_ ]?plan|(^|[-_ ])plan([-_ .]|$)/.test(name) && !name.endsWith('.json')) return 'media-plan';
  if (name.endsWith('.json') || type.includes('json')) return 'launch-template';
  if (
    SPREADSHEET.test(name) ||
    type.includes('spreadsheet') ||
    type.includes('csv') ||
    type.includes('excel')
  ) {
    return 'media-plan';
  }
  if (type.startsWith('image/') || type.startsWith('video/') || IMAGE_OR_VIDEO.test(name)) return 'creative';
  if (ARCHIVE.test(name) || type.includes('zip')) return 'creative';
  if (name.endsWith('.pdf') || type.includes('pdf')) return 'insertion-order';
  if (/\bio\b|insertion/.test(name)) return 'insertion-order';
  return 'other';
}

export function filesOfKind(files: readonly FileMetadata[], kind: AttachmentKind): FileMetadata[] {
  return files.filter((file) => kindOf(file) === kind);
}
