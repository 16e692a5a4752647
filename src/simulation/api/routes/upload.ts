import { requireFlag } from '../../access/guards';
import { ownChat } from '../../chat/ownChat';
import { badRequest } from '../../DemoError';
import { nextId } from '../../data/ids';
import { linkExpiry, publicUrlOf } from '../../files/fileLinks';
import { checkUploadSize, mediaTypeFor, safeFileName } from '../../files/uploadRules';
import { checkLength } from '../input';
import { LIMITS } from '../limits';
import type { Route } from '../router';

/** POST /api/upload: one file per call (multipart `file`, `chatId?`, `accountId`, `userId`). */
export const uploadRoutes: Route[] = [
  {
    method: 'POST',
    path: '/api/upload',
    async handle(ctx) {
      const input = await ctx.input();
      const { actor, accountId } = await ctx.actorInAccount();
      requireFlag(ctx.data, actor, 'can_upload_attachment');
      const file = input.file;
      if (!(file instanceof Blob) || !('name' in file) || typeof file.name !== 'string') {
        throw badRequest('file is required');
      }
      checkUploadSize(file.size);
      checkLength('file name', file.name, LIMITS.nameCharacters);
      const type = mediaTypeFor(file.name);
      if (typeof input.chatId === 'string' && input.chatId !== '')
        ownChat(ctx.data, actor, accountId, input.chatId);

      const key = `uploads/${accountId}/${nextId(ctx.data, 'file')}-${safeFileName(file.name)}`;
      await ctx.deps.files.put(key, { bytes: new Uint8Array(await file.arrayBuffer()), contentType: type });
      ctx.data.files.push({
        key,
        account_id: accountId,
        user_id: actor.id,
        originalName: file.name,
        size: file.size,
        type,
        created_at: new Date(ctx.now).toISOString(),
      });
      ctx.markChanged();
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
    },
  },
];
