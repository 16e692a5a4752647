import { FILES } from '../../../contract/endpoints/files';
import { accountOf } from '../../access/acting';
import { chatOf } from '../../access/resources/chats';
import { permitNewFile } from '../../access/resources/files';
import { badRequest } from '../../DemoError';
import { insert } from '../../data/collections';
import { nextId } from '../../data/ids';
import { linkExpiry, publicUrlOf } from '../../files/fileLinks';
import { storeUploads } from '../../files/store-uploads';
import { checkUploadSize, mediaTypeFor, safeFileName } from '../../files/uploadRules';
import { checkLength, optionalId } from '../../kernel/input';
import { LIMITS } from '../../kernel/limits';
import { route } from '../route-kit';
import type { Route } from '../router';

/** One file per call (multipart `file`, `chatId?`, `accountId`, `userId`). */
export const uploadRoutes: Route[] = [
  route(FILES.upload, async (ctx) => {
    const input = await ctx.input();
    const acting = await ctx.actingInAccount();
    const accountId = accountOf(acting);
    permitNewFile(acting, 'file:upload');
    const file = input.file;
    if (!(file instanceof Blob) || !('name' in file) || typeof file.name !== 'string') {
      throw badRequest('file is required');
    }
    checkUploadSize(file.size);
    checkLength('file name', file.name, LIMITS.nameCharacters);
    const type = mediaTypeFor(file.name);
    const chatId = optionalId(input, 'chatId');
    if (chatId) chatOf(acting, 'chat:see', chatId);

    const key = `uploads/${accountId}/${nextId(ctx.data, 'file')}-${safeFileName(file.name)}`;
    const originalName = file.name;
    const stored = { bytes: new Uint8Array(await file.arrayBuffer()), contentType: type };
    await storeUploads(ctx, [{ key, file: stored }], () =>
      insert(ctx.data, 'files', {
        key,
        account_id: accountId,
        user_id: acting.user.id,
        originalName,
        size: stored.bytes.byteLength,
        type,
        created_at: new Date(ctx.now).toISOString(),
      }),
    );
    const expiresAt = linkExpiry(ctx.now);
    return {
      data: {
        gcsPath: key,
        publicUrl: await publicUrlOf(ctx, key, expiresAt),
        expiresAt,
        pinned: false,
        originalName: file.name,
        size: file.size,
        type,
      },
    };
  }),
];
