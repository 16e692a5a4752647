import { beforeEach, describe, expect, it } from 'vitest';
import { FakeChatPort } from '../../testing/FakeChatPort';
import { RenameFile } from './RenameFile';

const ctx = { userId: 'u-1', accountId: 'acc-1' };
const report = { id: 'f-1', name: 'report.pdf', messageId: 'm-1' };
const files = [report, { id: 'f-2', name: 'Plan.pdf' }];

describe('RenameFile', () => {
  let port: FakeChatPort;
  let rename: RenameFile;

  beforeEach(() => {
    port = new FakeChatPort();
    rename = new RenameFile(port);
  });

  it('saves the trimmed name on the file message, with its stored path', async () => {
    const outcome = await rename.execute({
      ctx,
      file: report,
      input: ' Q1.pdf ',
      files,
      storedPath: 'uploads/r.pdf',
    });
    expect(outcome).toEqual({ ok: true, value: { kind: 'renamed', name: 'Q1.pdf' } });
    expect(port.callsOf('updateFileMetadata')[0]?.args).toEqual([
      'm-1',
      { name: 'Q1.pdf', storagePath: 'uploads/r.pdf' },
    ]);
  });

  it("gives a name another file has ' (n)', ignoring case", async () => {
    const outcome = await rename.execute({ ctx, file: report, input: 'plan.pdf', files });
    expect(outcome).toEqual({ ok: true, value: { kind: 'renamed', name: 'plan (1).pdf' } });
    expect(port.callsOf('updateFileMetadata')[0]?.args).toEqual(['m-1', { name: 'plan (1).pdf' }]);
  });

  it.each(['', '  ', 'report.pdf'])('sends nothing for %j', async (input) => {
    const outcome = await rename.execute({ ctx, file: report, input, files });
    expect(outcome).toEqual({ ok: true, value: { kind: 'unchanged' } });
    expect(port.calls).toHaveLength(0);
  });

  it("answers the server's words when the save fails", async () => {
    port.failing.add('updateFileMetadata');
    const outcome = await rename.execute({ ctx, file: report, input: 'Q1.pdf', files });
    expect(outcome).toMatchObject({ ok: false, kind: 'unavailable', message: 'updateFileMetadata failed' });
  });
});
