import type { BriefcaseFile } from '../../core/domain/message';

export type FileMenuAction = 'reference' | 'go-to-message' | 'rename' | 'pin';

export interface FileMenuItem {
  action: FileMenuAction;
  label: string;
}

/**
 * The more-actions menu and the context menu of a file (spec 1 §2): only a generated file can be
 * referenced in chat (it stands for a result); the pin item says what pressing it will do.
 */
export function fileMenuItems(file: Pick<BriefcaseFile, 'type' | 'pinned'>): FileMenuItem[] {
  const items: FileMenuItem[] = [];
  if (file.type === 'generated') items.push({ action: 'reference', label: 'Reference in chat' });
  items.push({ action: 'go-to-message', label: 'Go to message' });
  items.push({ action: 'rename', label: 'Rename' });
  items.push({ action: 'pin', label: file.pinned ? 'Unpin' : 'Pin' });
  return items;
}

/** The accessible name of a file's more-actions button. */
export function moreActionsLabel(file: Pick<BriefcaseFile, 'name'>): string {
  return `More actions for ${file.name}`;
}
