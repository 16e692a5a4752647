import type { FileStore, StoredFile } from './FileStore';

/** One file of a batch, checked already, under the key it is to be stored with. */
export interface PendingFile {
  key: string;
  file: StoredFile;
}

/**
 * Stores a batch of files all or nothing: each is written to the staging area, then all are moved
 * into place, then `record` notes them in the data. When any step fails — a write, a move, or the
 * recording — every file of the batch is removed again and the failure goes on to the caller, so
 * a key is never readable without its record nor a record without its file. Callers check every
 * file before calling: a refusal must come before anything is written.
 */
export async function storeAllOrNone<T>(
  store: FileStore,
  batch: readonly PendingFile[],
  record: () => T,
): Promise<T> {
  const touched: string[] = [];
  try {
    for (const { key, file } of batch) {
      touched.push(key);
      await store.stage(key, file);
    }
    for (const { key } of batch) await store.publish(key);
    return record();
  } catch (error) {
    await Promise.all(touched.map((key) => store.remove(key).catch(() => undefined)));
    throw error;
  }
}
