import { CHAT } from '../../../contract/endpoints/chat';
import { accountOf } from '../../access/acting';
import { chatOf } from '../../access/resources/chats';
import { permitNewFile } from '../../access/resources/files';
import { badRequest } from '../../DemoError';
import { insert } from '../../data/collections';
import { nextId } from '../../data/ids';
import { buildSpreadsheet } from '../../export/spreadsheet';
import { linkExpiry, publicUrlOf } from '../../files/fileLinks';
import { safeFileName } from '../../files/uploadRules';
import { optionalId, requiredEmail } from '../../kernel/input';
import { route } from '../route-kit';
import type { Route } from '../router';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A real .xlsx of a result, answered as an expiring link. */
export const exportRoutes: Route[] = [
  route(CHAT.exportToSheets, async (ctx) => {
    const input = await ctx.input();
    const acting = await ctx.actingInAccount();
    const accountId = accountOf(acting);
    permitNewFile(acting, 'file:export');
    requiredEmail(input, 'userEmail');
    if (input.data === undefined || input.data === null) throw badRequest('data is required');
    const chatId = optionalId(input, 'chatId');
    const chat = chatId ? chatOf(acting, 'chat:see', chatId) : undefined;
    const build = ctx.deps.spreadsheet ?? buildSpreadsheet;

    const title = chat?.summary || 'Sidekick export';
    const bytes = await build(input.data, title);
    const key = `exports/${accountId}/${nextId(ctx.data, 'export')}-${safeFileName(title)}.xlsx`;
    await ctx.deps.files.put(key, { bytes, contentType: XLSX_TYPE });
    insert(ctx.data, 'files', {
      key,
      account_id: accountId,
      user_id: acting.user.id,
      originalName: `${title}.xlsx`,
      size: bytes.byteLength,
      type: XLSX_TYPE,
      created_at: new Date(ctx.now).toISOString(),
    });
    return { spreadsheetUrl: await publicUrlOf(ctx, key, linkExpiry(ctx.now)) };
  }),
];
