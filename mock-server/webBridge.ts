import type { Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { badRequest } from '../src/simulation/DemoError';

/** Connection-level headers that belong to this hop, not to the request the api sees. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'expect']);

/**
 * The request body as a web stream that reads from the socket only when asked (pull): an
 * oversized upload that the api refuses is never buffered, the socket is simply not read.
 */
function bodyStream(req: ExpressRequest): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        req.pause();
        req.on('data', (chunk: Buffer) => {
          controller.enqueue(new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength));
          if ((controller.desiredSize ?? 0) <= 0) req.pause();
        });
        req.once('end', () => controller.close());
        // A client that cancels (an upload stopped by the user) is no fault of the server's: the
        // request fails as a refusal nobody reads, not as a 500 in the log, and nothing is stored.
        req.once('error', (error) =>
          controller.error(req.complete ? error : badRequest('The client cancelled the request')),
        );
      },
      pull() {
        req.resume();
      },
      cancel() {
        // The answer (413) closes the connection: what the client still sends is never read.
        req.pause();
        req.removeAllListeners('data');
      },
    },
    { highWaterMark: 1 },
  );
}

/**
 * The Express request as a Web Request on the server's own base address: the Host header never
 * decides the address (nor, through a Host with a path in it, the routed path).
 */
export function toWebRequest(req: ExpressRequest, baseUrl: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || HOP_BY_HOP.has(name)) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const path = req.originalUrl.startsWith('/') ? req.originalUrl : `/${req.originalUrl}`;
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD';
  const init = {
    method: req.method,
    headers,
    body: hasBody ? bodyStream(req) : undefined,
    // Node's fetch needs this for a streamed request body.
    duplex: 'half',
  };
  return new Request(new URL(baseUrl).origin + path, init as RequestInit);
}

/** Sends a Web Response through Express: status, headers and the body bytes. */
export async function sendWebResponse(
  req: ExpressRequest,
  res: ExpressResponse,
  response: Response,
): Promise<void> {
  res.status(response.status);
  response.headers.forEach((value, name) => {
    res.setHeader(name, value);
  });
  // A body the api did not read (a refused upload) would otherwise be drained from the socket.
  if (!req.complete) res.setHeader('connection', 'close');
  res.end(Buffer.from(await response.arrayBuffer()));
}
