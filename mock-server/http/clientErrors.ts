import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Requests Node refuses before any handler sees them (a URL or header past its 16 kB limit, a
 * request line it cannot parse) answer JSON like every other refusal, instead of Node's bare
 * 431/400 with an empty body.
 */
export function answerClientErrorsAsJson(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || (error.code === 'ECONNRESET' && !socket.readable)) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify({
      error: tooLarge
        ? 'The request line and headers are too large: the limit is 16 kB'
        : 'The request could not be read',
    });
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
