import { screenshotSvg } from '../assistant/screenshots/screenshot-builder';
import { messageById } from '../data/indexes';
import type { DemoData, DemoFileMetadata, DemoMessage } from '../data/types';
import type { FileStore, StoredFile } from './FileStore';

/**
 * Files a result consists of (the screenshot builder's images) are not stored as bytes: they are
 * drawn again from the result whenever they are asked for, the same each time. Their keys name
 * the message and the position: `generated/{messageId}/{index}/{file name}`.
 */
const GENERATED_KEY = /^generated\/([^/]+)\/(\d+)\/[^/]+$/;

export function generatedFileKey(messageId: string, index: number, name: string): string {
  return `generated/${messageId}/${index}/${name.replace(/\//g, '-')}`;
}

/** The stored-file entries of a finished result's files; links are given by the renewal route. */
export function generatedFileMetadata(
  message: Pick<DemoMessage, 'id'>,
  files: readonly { name: string; type: string }[],
): DemoFileMetadata[] {
  return files.map((file, index) => ({
    name: file.name,
    type: file.type,
    gcsPath: generatedFileKey(message.id, index, file.name),
  }));
}

/** The bytes of a generated file, drawn from its message's result; null for any other key. */
export function renderGeneratedFile(data: DemoData, key: string): StoredFile | null {
  const match = GENERATED_KEY.exec(key);
  const message = match ? messageById(data, match[1] ?? '') : undefined;
  const svg = message ? screenshotSvg(message.jsonResponse, Number(match?.[2])) : undefined;
  return svg ? { bytes: new TextEncoder().encode(svg), contentType: 'image/svg+xml' } : null;
}

/** A store that answers generated keys by drawing them (and links them where the store links bytes). */
export function withGeneratedFiles(store: FileStore, render: (key: string) => StoredFile | null): FileStore {
  return {
    put: (key, file) => store.put(key, file),
    stage: (key, file) => store.stage(key, file),
    publish: (key) => store.publish(key),
    remove: (key) => store.remove(key),
    async get(key) {
      return (await store.get(key)) ?? render(key);
    },
    directUrl(key) {
      const direct = store.directUrl?.(key);
      if (direct || !store.linkTo || !GENERATED_KEY.test(key)) return direct;
      const file = render(key);
      return file ? store.linkTo(key, file) : undefined;
    },
  };
}
