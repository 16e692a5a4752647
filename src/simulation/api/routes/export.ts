import { requireFlag } from '../../access/guards';
import { ownChat } from '../../chat/ownChat';
import { badRequest } from '../../DemoError';
import { nextId } from '../../data/ids';
import { buildSpreadsheet } from '../../export/spreadsheet';
import { linkExpiry, publicUrlOf } from '../../files/fileLinks';
import { safeFileName } from '../../files/uploadRules';
import { optionalText, requiredText } from '../input';
import type { Route } from '../router';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /api/chat/export-to-sheets: a real .xlsx of a result, answered as an expiring link. */
export const exportRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/chat/export-to-sheets',
    async handle(ctx) {
      const input = await ctx.input();
      const { actor, accountId } = await ctx.actorInAccount();
      requireFlag(ctx.data, actor, 'can_export_gsheet');
      requiredText(input, 'userEmail');
      if (input.data === undefined || input.data === null) throw badRequest('data is required');
      const chatId = optionalText(input, 'chatId');
      const chat = chatId ? ownChat(ctx.data, actor, accountId, chatId) : undefined;
      const build = ctx.deps.spreadsheet ?? buildSpreadsheet;

      const title = chat?.summary || 'Sidekick export';
      const bytes = await build(input.data, title);
      const key = `exports/${accountId}/${nextId(ctx.data, 'export')}-${safeFileName(title)}.xlsx`;
      await ctx.deps.files.put(key, { bytes, contentType: XLSX_TYPE });
      ctx.data.files.push({
        key,
        account_id: accountId,
        user_id: actor.id,
        originalName: `${title}.xlsx`,
        size: bytes.byteLength,
        type: XLSX_TYPE,
        created_at: new Date(ctx.now).toISOString(),
      });
      ctx.markChanged();
      return { spreadsheetUrl: await publicUrlOf(ctx, key, linkExpiry(ctx.now)) };
    },
  },
];
