/**
 * How a multipart upload goes over the wire. fetch tells nothing about a request body while it
 * leaves, so the browser sends uploads with XMLHttpRequest, whose `upload.onprogress` does; the
 * in-process backend (memory profile, tests) is reached through its fetch and reports the whole
 * body as sent once it has it.
 */
export interface FormRequest {
  url: string;
  headers: Record<string, string>;
  form: FormData;
  /** Aborting it stops the upload at once. */
  signal: AbortSignal;
  progressed?: (sent: number, total: number) => void;
}

export interface FormAnswer {
  status: number;
  text: string;
}

export type FormSender = (request: FormRequest) => Promise<FormAnswer>;

/** The bytes of the files in a form: what a fetch-sent upload reports as sent. */
function fileBytes(form: FormData): number {
  let total = 0;
  form.forEach((value) => {
    if (typeof value !== 'string') total += value.size;
  });
  return total;
}

/** Uploads through a fetch: no progress until the body is in, then all of it. */
export function fetchFormSender(fetchFn: typeof fetch): FormSender {
  return async ({ url, headers, form, signal, progressed }) => {
    const response = await fetchFn(url, { method: 'POST', headers, body: form, signal });
    const total = fileBytes(form);
    progressed?.(total, total);
    return { status: response.status, text: await response.text() };
  };
}
