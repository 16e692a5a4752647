import type { RouteContext } from '../kernel/context';
import { type PendingFile, storeAllOrNone } from './store-all-or-none';

/**
 * A route's uploads, stored all or nothing (store-all-or-none.ts) with `record`, the request's
 * changes, as one commit (data/transaction.ts) once the files are in place. A failure up to and
 * within the commit leaves neither files nor records; after it, files and records stay together,
 * as any committed write does.
 */
export async function storeUploads<T>(
  ctx: Pick<RouteContext, 'deps' | 'commit'>,
  batch: readonly PendingFile[],
  record: () => T,
): Promise<T> {
  return storeAllOrNone(ctx.deps.files, batch, () => ctx.commit(record));
}
