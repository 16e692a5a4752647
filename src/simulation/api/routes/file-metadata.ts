import { FILES } from '../../../contract/endpoints/files';
import { chatOf } from '../../access/resources/chats';
import { briefcaseFileOf } from '../../access/resources/files';
import { messagesOf } from '../../chat/conversation';
import { badRequest, notFound } from '../../DemoError';
import type { DemoFileMetadata } from '../../data/file-metadata';
import { replaceContent } from '../../data/transaction';
import type { DemoMessage } from '../../data/types';
import { FILE_LINK_HOURS, linkExpiry, publicUrlOf } from '../../files/fileLinks';
import type { Input } from '../../kernel/context';
import { optionalText, requiredBoolean } from '../../kernel/input';
import { LIMITS } from '../../kernel/limits';
import { route } from '../route-kit';
import type { Route } from '../router';

/** The longest refresh window a client may ask for. */
const MAX_EXPIRATION_HOURS = 7 * 24;

function expirationHoursOf(input: Input): number {
  const raw = input.expirationHours;
  if (raw === undefined || raw === null) return FILE_LINK_HOURS;
  const hours = Number(raw);
  if (!Number.isFinite(hours) || hours <= 0 || hours > MAX_EXPIRATION_HOURS) {
    throw badRequest(`expirationHours must be a number of hours between 1 and ${MAX_EXPIRATION_HOURS}`);
  }
  return hours;
}

/** Renaming and pinning briefcase files; renewing expired file links. */
export const fileMetadataRoutes: Route[] = [
  route(FILES.changeMetadata, async (ctx) => {
    const input = await ctx.input();
    const message = briefcaseFileOf(await ctx.actingInAccount(), ctx.params.messageId ?? '');
    const rawName = optionalText(input, 'name', LIMITS.nameCharacters);
    const name = rawName?.trim();
    if (rawName !== undefined && !name) throw badRequest('name must not be empty');
    const pinned = input.pinned === undefined ? undefined : requiredBoolean(input, 'pinned');
    if (name === undefined && pinned === undefined) throw badRequest('name or pinned is required');

    const changes = { ...(name !== undefined ? { name } : {}), ...(pinned !== undefined ? { pinned } : {}) };
    const files = message.file_metadata ?? [];
    // Several files may share a message: gcsPath says which; the first one otherwise.
    const gcsPath = optionalText(input, 'gcsPath');
    const file = gcsPath ? files.find((candidate) => candidate.gcsPath === gcsPath) : files[0];
    if (files.length > 0 && !file) throw notFound('File not found');
    if (files.length === 0 && message.type !== 'bot') throw notFound('This message has no file');
    ctx.commit(() => {
      if (file) replaceContent(file, { ...file, ...changes });
      else replaceContent(message, { ...message, briefcase: { ...message.briefcase, ...changes } });
      ctx.changed('messages', message);
    });
    return { success: true };
  }),
  route(FILES.refreshLinks, async (ctx) => {
    const input = await ctx.input();
    const acting = await ctx.actingInAccount();
    const hours = expirationHoursOf(input);
    const chat = chatOf(acting, 'file:renew', ctx.params.chatId ?? '');
    // The new links are made first; the files take them in one commit.
    const renewals: { message: DemoMessage; file: DemoFileMetadata; expiresAt: number; publicUrl: string }[] =
      [];
    for (const message of messagesOf(ctx.data, chat.id)) {
      for (const file of message.file_metadata ?? []) {
        if (!file.gcsPath || (file.expiresAt !== undefined && file.expiresAt > ctx.now)) continue;
        const expiresAt = linkExpiry(ctx.now, hours);
        renewals.push({
          message,
          file,
          expiresAt,
          publicUrl: await publicUrlOf(ctx, file.gcsPath, expiresAt),
        });
      }
    }
    ctx.commit(() => {
      for (const { message, file, expiresAt, publicUrl } of renewals) {
        replaceContent(file, { ...file, expiresAt, publicUrl });
        ctx.changed('messages', message);
      }
    });
    return { success: true, data: { refreshedFilesCount: renewals.length } };
  }),
];
