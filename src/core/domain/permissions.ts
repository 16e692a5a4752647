/** Permission flags of spec 1 §6. `can_manage_chat_hisotry` is spelt as the backend spells it. */
export const PERMISSION_FLAGS = [
  'can_send_message',
  'can_upload_attachment',
  'can_manage_chat_hisotry',
  'can_regenerate',
  'can_ask_assistant',
  'can_export_gsheet',
  'can_approve',
] as const;

export type PermissionFlag = (typeof PERMISSION_FLAGS)[number];

/** Flags that make a user an admin or a super admin (spec 1 §6, spec 3 §6). */
export type AdminFlag = 'full_admin' | 'impersonate_admin';

/** A map of boolean flags as the backend sends it; unknown keys are kept, missing ones count as false. */
export type PermissionMap = Readonly<Record<string, boolean>>;
