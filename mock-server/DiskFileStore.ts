import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore, StoredFile } from '../src/simulation/files/FileStore';
import { writeFileAtomically } from './persistence';

/**
 * Uploaded and generated files under one directory (`.data/files`). A key becomes one encoded
 * file name, so a key can never point outside the directory; the media type sits beside it.
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly directory: string) {}

  private pathOf(key: string): string {
    const name = encodeURIComponent(key);
    if (name === '' || name === '.' || name === '..') throw new Error(`Invalid file key: ${key}`);
    return join(this.directory, name);
  }

  async put(key: string, file: StoredFile): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const path = this.pathOf(key);
    await writeFileAtomically(path, file.bytes);
    await writeFileAtomically(`${path}.type`, file.contentType);
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
