import type { FileStore, StoredFile } from './FileStore';

/**
 * Files kept in a Map: the memory profile's store and the tests'. Bytes are copied in and out so
 * callers never share a buffer with the store.
 */
export class MapFileStore implements FileStore {
  private readonly files = new Map<string, StoredFile>();
  private readonly staged = new Map<string, StoredFile>();
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

  async stage(key: string, file: StoredFile): Promise<void> {
    this.staged.set(key, { bytes: file.bytes.slice(), contentType: file.contentType });
  }

  async publish(key: string): Promise<void> {
    const file = this.staged.get(key);
    if (!file) throw new Error(`Nothing is staged under ${key}`);
    this.staged.delete(key);
    this.files.set(key, file);
    this.links.delete(key);
  }

  async remove(key: string): Promise<void> {
    this.staged.delete(key);
    this.files.delete(key);
    this.links.delete(key);
  }

  /** Every stored and staged key, sorted: what a test compares before and after a request. */
  listing(): string[] {
    return [
      ...[...this.files.keys()].sort(),
      ...[...this.staged.keys()].sort().map((key) => `staged:${key}`),
    ];
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
