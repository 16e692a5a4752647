import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { HttpFailure } from './failures';
import type { FormSender } from './form-upload';
import { at, testClient } from './testing/harness';
import { xhrFormSender } from './xhr-form-sender';

/** An XMLHttpRequest double: the test moves the upload along and answers it. */
class FakeXhr {
  static last: FakeXhr;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  readonly headers: Record<string, string> = {};
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  sent: unknown;
  aborted = false;
  method = '';
  url = '';

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const sender = xhrFormSender(FakeXhr as unknown as new () => XMLHttpRequest);

const client = (sendForm: FormSender = sender) => testClient({ sendForm });

const form = () => {
  const data = new FormData();
  data.append('file', new Blob(['x'.repeat(1000)]), 'io.pdf');
  return data;
};

describe('uploads with progress and cancel (XMLHttpRequest)', () => {
  it('reports the bytes as they leave, sends the key and token, and reads the answer', async () => {
    const seen: [number, number][] = [];
    const sent = form();
    const answer = client().sendUpload(at('POST', '/api/upload'), sent, {
      schema: z.looseObject({ ok: z.boolean() }),
      watch: { progressed: (done, total) => seen.push([done, total]) },
    });
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.sent]).toEqual(['POST', 'http://backend.test/api/upload', sent]);
    expect(xhr.headers).toMatchObject({
      'x-api-key': 'sidekick-demo-key',
      authorization: 'Bearer session-token',
    });
    xhr.progress(250, 1000);
    xhr.progress(1000, 1000);
    xhr.answer(200, { ok: true });
    await expect(answer).resolves.toEqual({ ok: true });
    expect(seen).toEqual([
      [250, 1000],
      [1000, 1000],
    ]);
  });

  it('aborts the request when the user cancels, failing as cancelled', async () => {
    const cancel = new AbortController();
    const answer = client().sendUpload(at('POST', '/api/upload'), form(), {
      schema: z.unknown(),
      watch: { cancel: cancel.signal },
    });
    const xhr = FakeXhr.last;
    xhr.progress(100, 1000);
    cancel.abort();
    expect(xhr.aborted).toBe(true);
    await expect(answer).rejects.toMatchObject({
      code: 'ERR_CANCELED',
      kind: 'cancelled',
    } satisfies Partial<HttpFailure>);
  });

  it('never starts an upload cancelled before it began', async () => {
    const cancel = new AbortController();
    cancel.abort();
    FakeXhr.last = undefined as unknown as FakeXhr;
    const answer = client().sendUpload(at('POST', '/api/upload'), form(), {
      schema: z.unknown(),
      watch: { cancel: cancel.signal },
    });
    await expect(answer).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(FakeXhr.last).toBeUndefined();
  });

  it("answers the server's refusal and a lost connection as the other calls do", async () => {
    const refused = client().sendUpload(at('POST', '/api/upload'), form(), { schema: z.unknown() });
    FakeXhr.last.answer(413, { error: 'The request body is too large: the limit is 25 MB' });
    await expect(refused).rejects.toMatchObject({
      status: 413,
      message: 'The request body is too large: the limit is 25 MB',
    });
    const lost = client().sendUpload(at('POST', '/api/upload'), form(), { schema: z.unknown() });
    FakeXhr.last.onerror?.();
    await expect(lost).rejects.toMatchObject({ code: 'ERR_NETWORK' });
  });
});
