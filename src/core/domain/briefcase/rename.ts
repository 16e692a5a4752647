import type { BriefcaseFile } from '../message';

/** What committing a file rename does (spec 1 §4 "Rename", §5 "File rename"). */
export type FileRenameOutcome = { kind: 'ignored' } | { kind: 'rename'; name: string };

/**
 * Blank or unchanged (trimmed) input is ignored. A name another file already has (ignoring case)
 * gets ' (n)' with the smallest free n, placed before the extension so the file keeps its type:
 * 'report.pdf' → 'report (1).pdf'. Should the free name turn out to be the file's current name,
 * there is nothing to rename.
 */
export function fileRenameOutcome(
  file: Pick<BriefcaseFile, 'id' | 'name'>,
  input: string,
  files: readonly Pick<BriefcaseFile, 'id' | 'name'>[],
): FileRenameOutcome {
  const wanted = input.trim();
  if (!wanted || wanted === file.name) return { kind: 'ignored' };
  const taken = files.filter((other) => other.id !== file.id).map((other) => other.name);
  const name = uniqueFileName(wanted, taken);
  return name === file.name ? { kind: 'ignored' } : { kind: 'rename', name };
}

/** `name`, or `name (n)` before its extension with the smallest n not taken (ignoring case). */
export function uniqueFileName(name: string, takenNames: readonly string[]): string {
  const taken = new Set(takenNames.map((taken) => taken.toLowerCase()));
  if (!taken.has(name.toLowerCase())) return name;
  const { stem, extension } = splitExtension(name);
  for (let n = 1; ; n++) {
    const candidate = `${stem} (${n})${extension}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

/**
 * A short run of letters and digits after the last dot counts as an extension ('.pdf', '.xlsx');
 * a leading dot ('.env') or a number ('v1.5') does not, so those names get the suffix at the end.
 */
const EXTENSION = /^(.+?)(\.[a-z0-9]*[a-z][a-z0-9]*)$/i;
const MAX_EXTENSION_LENGTH = 10;

function splitExtension(name: string): { stem: string; extension: string } {
  const match = EXTENSION.exec(name);
  const stem = match?.[1];
  const extension = match?.[2];
  if (!stem || !extension || extension.length > MAX_EXTENSION_LENGTH) {
    return { stem: name, extension: '' };
  }
  return { stem, extension };
}
