import { resultData } from '../../domain/chat/result-data';
import type { Message } from '../../domain/message';
import { isWebAddress } from '../../domain/web-address';
import type { ActingContext } from '../../ports/acting-context';
import type { ChatPort } from '../../ports/ChatPort';
import { attempt, failed, type Outcome, succeeded } from '../outcome';

export interface ExportToSpreadsheetRequest {
  ctx: ActingContext | null;
  chatId: string | null;
  message: Pick<Message, 'messageId' | 'jsonResponse'>;
  /** The spreadsheet is shared with this address (spec 1 §5): required. */
  userEmail: string | null | undefined;
}

/**
 * Spec 1 §5 Export to spreadsheet: the result's data goes into a new spreadsheet shared with the
 * user; the answer is its address, checked to be a web address before anyone opens it (an
 * address that could run script is refused).
 */
export class ExportToSpreadsheet {
  constructor(private readonly chat: ChatPort) {}

  async execute(request: ExportToSpreadsheetRequest): Promise<Outcome<{ url: string }>> {
    const { ctx, chatId, message } = request;
    const userEmail = request.userEmail?.trim();
    if (!ctx || !chatId) return failed('not-allowed', 'There is no chat to export from.');
    if (!userEmail) return failed('not-allowed', 'Exporting needs the user’s email address.');
    const exported = await attempt(() =>
      this.chat.exportToSheets(ctx, {
        data: resultData(message.jsonResponse),
        userEmail,
        chatId,
        messageId: message.messageId,
      }),
    );
    if (!exported.ok) return exported;
    if (!isWebAddress(exported.value))
      return failed('rejected', `Export answered with a non-web address: ${exported.value}`);
    return succeeded({ url: exported.value });
  }
}

export const ExportToSpreadsheetToken = Symbol.for('ExportToSpreadsheet');
