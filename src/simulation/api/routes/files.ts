import { FILES } from '../../../contract/endpoints/files';
import { STORED_FILE } from '../../access/resources/files';
import { DemoError, notFound } from '../../DemoError';
import { checkFileLink } from '../../files/signedLinks';
import { route } from '../route-kit';
import type { Route } from '../router';

function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Serves stored files through signed, expiring links (opened by the browser in a new tab). */
export const fileRoutes: Route[] = [
  route(FILES.download, async ({ params, url, deps, data, now }) => {
    const key = params.key ?? '';
    const check = await checkFileLink(
      key,
      url.searchParams.get('expires'),
      url.searchParams.get('sig'),
      deps.tokenSecret,
      now,
    );
    if (check === 'forged') throw new DemoError(403, 'This file link is not valid');
    if (check === 'expired') throw new DemoError(410, 'This file link has expired');
    const stored = await deps.files.get(key);
    if (!stored) throw notFound('File not found');
    const name = STORED_FILE.find(data, key)?.originalName ?? key.split('/').pop() ?? key;
    return new Response(stored.bytes.slice(), {
      headers: {
        'content-type': stored.contentType,
        'content-length': String(stored.bytes.byteLength),
        'content-disposition': contentDisposition(name),
        // A stored file is served as data, never as a page of this origin.
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
      },
    });
  }),
];
