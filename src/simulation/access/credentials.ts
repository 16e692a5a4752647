import { unauthorized } from '../DemoError';
import type { DemoData, DemoUser } from '../data/types';
import { InvalidDemoToken, verifyDemoToken } from '../identity';

/** Every call carries the client's x-api-key (docs/backend-contract.md "Every call"). */
export function checkApiKey(request: Request, expected: string): void {
  const key = request.headers.get('x-api-key');
  if (!key) throw unauthorized('Missing x-api-key header');
  if (key !== expected) throw unauthorized('Invalid API key');
}

/** The signed-in user behind the bearer token: missing, forged, expired or unknown → 401. */
export async function authenticate(
  request: Request,
  data: DemoData,
  secret: string,
  now: number,
): Promise<DemoUser> {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Missing bearer token');
  try {
    const claims = await verifyDemoToken(match[1], secret, now);
    const user = data.users.find((candidate) => candidate.id === claims.sub);
    if (!user || user.is_deleted) throw unauthorized('This user is not allowed to use Sidekick');
    return user;
  } catch (error) {
    if (error instanceof InvalidDemoToken) throw unauthorized(error.message);
    throw error;
  }
}
