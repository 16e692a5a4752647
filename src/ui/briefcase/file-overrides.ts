import type { BriefcaseFile } from '../../core/domain/message';

/** A rename or pin the user made that the chat's messages may not reflect yet. */
export interface FileOverride {
  name?: string;
  pinned?: boolean;
}

/** The files as the user last left them; the same list when nothing was changed. */
export function withOverrides(
  files: BriefcaseFile[],
  overrides: ReadonlyMap<string, FileOverride>,
): BriefcaseFile[] {
  if (overrides.size === 0) return files;
  return files.map((file) => {
    const override = overrides.get(file.id);
    return override ? { ...file, ...override } : file;
  });
}
