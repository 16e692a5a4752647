/** How a refusal names each permission flag, in words a user understands. */
const FLAG_WORDS = new Map<string, string>([
  ['can_send_message', 'send messages'],
  ['can_upload_attachment', 'upload attachments'],
  ['can_manage_chat_hisotry', 'manage chat history'],
  ['can_regenerate', 'reject, edit or regenerate results'],
  ['can_ask_assistant', 'ask the assistant'],
  ['can_export_gsheet', 'export to spreadsheets'],
  ['can_approve', 'approve results'],
]);

/** The refusal for a missing flag; the campaign screens show theirs as spec 2 words it. */
export function missingFlagText(flag: string): string {
  if (flag === 'create_campaign') return 'You do not have permission to create campaigns';
  return `You do not have permission to ${FLAG_WORDS.get(flag) ?? flag} (${flag})`;
}
