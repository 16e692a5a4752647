import { jwtDecode } from 'jwt-decode';
import type { ReceivedCall } from './calls-received';

/** The claims of the identity token a call carried as its bearer, or null when it carried none. */
export function bearerClaims(call: ReceivedCall): Record<string, unknown> | null {
  const bearer = /^Bearer (.+)$/.exec(call.headers.authorization ?? '')?.[1];
  return bearer ? jwtDecode<Record<string, unknown>>(bearer) : null;
}

/** The claims of "name: value, other" that `claims` does not hold so (a bare name only has to be there). */
export function claimsNotHeld(claims: Record<string, unknown>, wanted: string): string[] {
  return wanted
    .split(',')
    .map((claim) => claim.trim())
    .filter(Boolean)
    .filter((claim) => {
      const [name = '', ...value] = claim.split(':');
      const held = claims[name.trim()];
      if (value.length === 0) return held === undefined || held === null;
      return String(held) !== value.join(':').trim();
    });
}
