import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP call with full control of what fetch would not let a test send: any method (TRACE),
 * any Host header, and a body streamed in chunks without Content-Length.
 */
export function rawRequest(
  url: string,
  init: {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    /** Sent as `Transfer-Encoding: chunked`, chunk after chunk, until the server answers. */
    chunks?: Iterable<Uint8Array>;
    body?: string;
  } = {},
): Promise<RawAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const call = request(
      {
        host: target.hostname,
        port: target.port,
        method: init.method ?? 'GET',
        path: init.path ?? '/',
        headers: init.headers,
      },
      (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(parts).toString('utf8'),
          }),
        );
      },
    );
    call.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (init.body !== undefined) call.end(init.body);
    else if (init.chunks) {
      const chunks = init.chunks[Symbol.iterator]();
      const pump = () => {
        for (;;) {
          if (answered || call.destroyed) return;
          const next = chunks.next();
          if (next.done) {
            call.end();
            return;
          }
          if (!call.write(next.value)) {
            call.once('drain', pump);
            return;
          }
        }
      };
      pump();
    } else call.end();
  });
}
