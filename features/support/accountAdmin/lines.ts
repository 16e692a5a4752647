/** A role within an account, in the screen's words. */
export type AccountRole = 'Account admin' | 'Member';

/** A user of the account as the screen lists them. */
export interface MemberLine {
  email: string;
  role: string;
}
