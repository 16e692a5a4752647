import type { RouteContext } from '../kernel/context';
import { undoIfRequestFails } from '../kernel/undo-on-failure';
import { type PendingFile, storeAllOrNone } from './store-all-or-none';

/**
 * A route's uploads, stored all or nothing (store-all-or-none.ts) with `record`, the request's
 * changes, as one commit (data/transaction.ts) once they are in place; removed again if the
 * request fails after all: a later step throws, or the change cannot be saved.
 */
export async function storeUploads<T>(
  ctx: Pick<RouteContext, 'request' | 'deps' | 'commit'>,
  batch: readonly PendingFile[],
  record: () => T,
): Promise<T> {
  const recorded = await storeAllOrNone(ctx.deps.files, batch, () => ctx.commit(record));
  undoIfRequestFails(ctx.request, async () => {
    await Promise.all(batch.map(({ key }) => ctx.deps.files.remove(key)));
  });
  return recorded;
}
