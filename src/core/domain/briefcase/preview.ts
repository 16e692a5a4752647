import { truncate } from '../format/truncate';

/** How much of a file's content the briefcase shows (spec 1 §2, §9). */
export const CONTENT_PREVIEW_LENGTH = 100;

/** The first 100 characters of a file's content, with '...' when more was cut off. */
export function contentPreview(content: string | undefined): string {
  return content ? truncate(content, CONTENT_PREVIEW_LENGTH) : '';
}
