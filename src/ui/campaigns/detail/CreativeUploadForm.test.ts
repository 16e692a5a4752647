import { describe, expect, it } from 'vitest';
import type { UploadSource } from '../../../core/ports/acting-context';
import { CreativeUploadForm } from './CreativeUploadForm';

const file = (name: string, size: number): UploadSource => ({
  name,
  size,
  type: 'application/zip',
  data: new Blob(),
});

describe('CreativeUploadForm: creatives go in one call', () => {
  it("shows each file's share of the call's bytes as its progress", () => {
    const form = new CreativeUploadForm(() => 'facebook');
    form.filesPicked([file('a.zip', 300), file('b.zip', 100)]);
    const watch = form.uploadStarted();
    watch.progressed?.(150, 400);
    expect(form.progress.map((shown) => [shown.name, shown.percent])).toEqual([
      ['a.zip', 50],
      ['b.zip', 0],
    ]);
    watch.progressed?.(350, 400);
    expect(form.progress.map((shown) => shown.percent)).toEqual([100, 50]);
  });

  it('cancelling one file aborts the call and drops that file; the others stay chosen', () => {
    const form = new CreativeUploadForm(() => 'facebook');
    form.filesPicked([file('a.zip', 300), file('b.zip', 100)]);
    const watch = form.uploadStarted();
    form.uploadCancelled('0');
    expect(watch.cancel?.aborted).toBe(true);
    form.uploadEnded(false);
    expect(form.files.map((chosen) => chosen.name)).toEqual(['b.zip']);
    expect(form.progress).toEqual([]);
  });

  it('empties the choice once the call went through', () => {
    const form = new CreativeUploadForm(() => 'facebook');
    form.filesPicked([file('a.zip', 300)]);
    form.uploadStarted();
    form.uploadEnded(true);
    expect(form.files).toEqual([]);
    expect(form.uploading).toBe(false);
  });
});
