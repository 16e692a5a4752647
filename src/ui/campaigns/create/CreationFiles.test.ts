import { describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../../core/domain/message';
import type { UploadSource, UploadWatch } from '../../../core/ports/acting-context';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { CreationFiles } from './CreationFiles';

const source = (name: string): UploadSource => ({
  name,
  size: 2_000_000,
  type: 'application/pdf',
  data: new Blob(),
});
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('CreationFiles: the creation form’s uploads', () => {
  it('lists files as they arrive in the order chosen; a cancelled one leaves no trace and no error', async () => {
    const finish = new Map<string, (outcome: Outcome<UploadedFile>) => void>();
    let analysed = 0;
    const files = new CreationFiles({
      upload: (file: UploadSource, watch: UploadWatch) =>
        new Promise((resolve) => {
          watch.cancel?.addEventListener('abort', () => resolve(failed('cancelled', 'canceled')));
          watch.progressed?.(500_000, 2_000_000);
          finish.set(file.name, resolve);
        }),
      allUploaded: async () => {
        analysed += 1;
      },
    });
    const added = files.add([source('io.pdf'), source('template.json')]);
    await tick();
    expect(files.uploads.files.map((file) => [file.name, file.state, file.percent])).toEqual([
      ['io.pdf', 'uploading', 25],
      ['template.json', 'waiting', 0],
    ]);
    files.uploadCancelled(files.uploads.files[0]?.key ?? '');
    await tick();
    finish.get('template.json')?.(succeeded({ gcsPath: 'uploads/t.json', publicUrl: 'https://x/t.json' }));
    await added;
    expect(files.items.map((item) => [item.name, item.state])).toEqual([['template.json', 'uploaded']]);
    expect(files.error).toBeNull();
    expect(files.busy).toBe(false);
    expect(analysed).toBe(1);
  });
});
