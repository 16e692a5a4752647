import { jwtDecode } from 'jwt-decode';
import type { ReceivedCall } from './calls-received';

/** The claims of the identity token a call carried as its bearer, or null when it carried none. */
export function bearerClaims(call: ReceivedCall): Record<string, unknown> | null {
  const bearer = /^Bearer (.+)$/.exec(call.headers.authorization ?? '')?.[1];
  return bearer ? jwtDecode<Record<string, unknown>>(bearer) : null;
}
