/** A stored file's bytes and media type. */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * Where the demo backend keeps uploaded and generated files: a directory for the mock server,
 * a Map for the memory profile.
 */
export interface FileStore {
  /** Stores (or replaces) the bytes under a key such as 'uploads/acc-acme-media/1042-io.pdf'. */
  put(key: string, file: StoredFile): Promise<void>;
  /** The stored file, or null when nothing is stored under the key. */
  get(key: string): Promise<StoredFile | null>;
  /**
   * Keeps the bytes in a staging area, where `get` does not see them, until `publish` moves them
   * under their key: how a batch of uploads is stored all or nothing (files/store-all-or-none.ts).
   */
  stage(key: string, file: StoredFile): Promise<void>;
  /** Moves a staged file under its key; it fails when nothing is staged under the key. */
  publish(key: string): Promise<void>;
  /** Removes what is stored or staged under the key; nothing there is not an error. */
  remove(key: string): Promise<void>;
  /**
   * A link the browser can open without the api, when the store has one (the memory profile's
   * object URLs). Without it the api hands out signed, expiring links to GET /api/files/{key}.
   */
  directUrl?(key: string): string | undefined;
  /**
   * Keeps bytes made on demand (a generated file) and answers their direct link at once, for a
   * store that has direct links.
   */
  linkTo?(key: string, file: StoredFile): string | undefined;
}
