import { allowedEntryOf } from '../access/resources/allowed-users';
import { forbidden } from '../DemoError';
import type { DemoData } from '../data/types';
import { isPlainAscii } from '../kernel/addresses';

/**
 * An address beyond plain ASCII signs in only when an allowed-users entry holds it as written:
 * look-alike letters (a Kelvin sign for K, a Cyrillic а) never reach someone else's account.
 */
export function permitWrittenAddress(data: DemoData, email: string): void {
  if (isPlainAscii(email) || allowedEntryOf(data, email)) return;
  throw forbidden(
    `${email} holds characters beyond plain ASCII (look-alike letters?): sign in with the address exactly as it was allowed.`,
  );
}
