import { existsSync, rmSync } from 'node:fs';
import { mkdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore, StoredFile } from '../src/simulation/files/FileStore';
import { syncDirectory, writeFileAtomically } from './persistence';

/**
 * Uploaded and generated files under one directory (`.data/files`). A key becomes one encoded
 * file name, so a key can never point outside the directory; the media type sits beside it.
 * Staged files wait in a sibling directory (`.data/files.staging`) on the same disk, so that
 * publishing one is a rename.
 */
export class DiskFileStore implements FileStore {
  private readonly staging: string;

  constructor(private readonly directory: string) {
    this.staging = `${directory}.staging`;
    // What a killed process left staged belonged to requests that never answered.
    rmSync(this.staging, { recursive: true, force: true });
  }

  private nameOf(key: string): string {
    const name = encodeURIComponent(key);
    if (name === '' || name === '.' || name === '..') throw new Error(`Invalid file key: ${key}`);
    return name;
  }

  private pathOf(key: string): string {
    return join(this.directory, this.nameOf(key));
  }

  private stagedPathOf(key: string): string {
    return join(this.staging, this.nameOf(key));
  }

  async put(key: string, file: StoredFile): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const path = this.pathOf(key);
    await writeFileAtomically(path, file.bytes);
    await writeFileAtomically(`${path}.type`, file.contentType);
  }

  async stage(key: string, file: StoredFile): Promise<void> {
    const path = this.stagedPathOf(key);
    await writeFileAtomically(path, file.bytes);
    await writeFileAtomically(`${path}.type`, file.contentType);
  }

  async publish(key: string): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const staged = this.stagedPathOf(key);
    const path = this.pathOf(key);
    // The bytes move last: `get` finds a file only once they are in place.
    await rename(`${staged}.type`, `${path}.type`);
    await rename(staged, path);
    await syncDirectory(this.directory);
  }

  async remove(key: string): Promise<void> {
    const staged = this.stagedPathOf(key);
    const path = this.pathOf(key);
    await Promise.all(
      [path, `${path}.type`, staged, `${staged}.type`].map((file) => rm(file, { force: true })),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    if (!existsSync(path)) return null;
    const [bytes, contentType] = await Promise.all([
      readFile(path),
      readFile(`${path}.type`, 'utf8').catch(() => 'application/octet-stream'),
    ]);
    return { bytes: new Uint8Array(bytes), contentType };
  }
}
