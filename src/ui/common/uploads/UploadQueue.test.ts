import { describe, expect, it } from 'vitest';
import type { UploadSource, UploadWatch } from '../../../core/ports/acting-context';
import { failed, type Outcome, succeeded } from '../../../core/use-cases/outcome';
import { UploadQueue } from './UploadQueue';

const source = (name: string, size = 1000): UploadSource => ({
  name,
  size,
  type: 'application/pdf',
  data: new Blob(),
});

/** A backend whose uploads the test finishes one by one. */
function slowBackend() {
  const started: { name: string; watch: UploadWatch; finish: (outcome: Outcome<string>) => void }[] = [];
  const send = (file: UploadSource, watch: UploadWatch) =>
    new Promise<Outcome<string>>((resolve) => {
      watch.cancel?.addEventListener('abort', () => resolve(failed('cancelled', 'canceled')));
      started.push({ name: file.name, watch, finish: resolve });
    });
  return { started, send };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('UploadQueue', () => {
  it('sends one file at a time in the order chosen, with each one’s progress', async () => {
    const backend = slowBackend();
    const queue = new UploadQueue(backend.send);
    const settled: string[] = [];
    const done = queue.sendAll([source('a.pdf'), source('b.pdf')], (file, outcome) =>
      settled.push(`${file.name}:${outcome.ok}`),
    );
    await tick();
    expect(backend.started.map((upload) => upload.name)).toEqual(['a.pdf']);
    expect(queue.files.map((file) => [file.name, file.state])).toEqual([
      ['a.pdf', 'uploading'],
      ['b.pdf', 'waiting'],
    ]);
    backend.started[0]?.watch.progressed?.(420, 1000);
    expect(queue.files[0]?.percent).toBe(42);
    backend.started[0]?.finish(succeeded('a'));
    await tick();
    expect(backend.started.map((upload) => upload.name)).toEqual(['a.pdf', 'b.pdf']);
    backend.started[1]?.finish(succeeded('b'));
    await done;
    expect(settled).toEqual(['a.pdf:true', 'b.pdf:true']);
    expect(queue.busy).toBe(false);
  });

  it('aborts the file being sent on cancel, never sends a cancelled waiting one, and reports neither', async () => {
    const backend = slowBackend();
    const queue = new UploadQueue(backend.send);
    const settled: string[] = [];
    const done = queue.sendAll([source('a.pdf'), source('b.pdf'), source('c.pdf')], (file) =>
      settled.push(file.name),
    );
    await tick();
    const [a, b] = queue.files;
    queue.cancelled(b?.key ?? '');
    queue.cancelled(a?.key ?? '');
    expect(backend.started[0]?.watch.cancel?.aborted).toBe(true);
    expect(queue.files.map((file) => file.name)).toEqual(['c.pdf']);
    await tick();
    backend.started[1]?.finish(succeeded('c'));
    await done;
    expect(backend.started.map((upload) => upload.name)).toEqual(['a.pdf', 'c.pdf']);
    expect(settled).toEqual(['c.pdf']);
  });

  it('sends files chosen while others upload after them', async () => {
    const backend = slowBackend();
    const queue = new UploadQueue(backend.send);
    const first = queue.sendAll([source('a.pdf')], () => {});
    const second = queue.sendAll([source('b.pdf')], () => {});
    await tick();
    expect(backend.started.map((upload) => upload.name)).toEqual(['a.pdf']);
    backend.started[0]?.finish(succeeded('a'));
    await first;
    await tick();
    backend.started[1]?.finish(succeeded('b'));
    await second;
    expect(backend.started.map((upload) => upload.name)).toEqual(['a.pdf', 'b.pdf']);
  });
});
