import type { FileStore, StoredFile } from './FileStore';

/**
 * Files kept in a Map: the memory profile's store and the tests'. Bytes are copied in and out so
 * callers never share a buffer with the store.
 */
export class MapFileStore implements FileStore {
  private readonly files = new Map<string, StoredFile>();
  /** One link per stored version: object URLs cost memory until the page unloads. */
  private readonly links = new Map<string, string | undefined>();

  constructor(private readonly linkFor?: (key: string, file: StoredFile) => string | undefined) {}

  /** How many files are stored. */
  get size(): number {
    return this.files.size;
  }

  async put(key: string, file: StoredFile): Promise<void> {
    this.files.set(key, { bytes: file.bytes.slice(), contentType: file.contentType });
    this.links.delete(key);
  }

  async get(key: string): Promise<StoredFile | null> {
    const file = this.files.get(key);
    return file ? { bytes: file.bytes.slice(), contentType: file.contentType } : null;
  }

  linkTo(key: string, file: StoredFile): string | undefined {
    this.files.set(key, { bytes: file.bytes.slice(), contentType: file.contentType });
    this.links.delete(key);
    return this.directUrl(key);
  }

  directUrl(key: string): string | undefined {
    const file = this.files.get(key);
    if (!file || !this.linkFor) return undefined;
    if (!this.links.has(key)) this.links.set(key, this.linkFor(key, file));
    return this.links.get(key);
  }
}
