/** Who is calling and in which account: every backend call carries these (spec 1 §7, spec 3 §7). */
export interface ActingContext {
  userId: string;
  accountId: string | null;
}

/** A file chosen by the user, ready to upload. Blob exists in browsers and in Node alike. */
export interface UploadSource {
  name: string;
  size: number;
  type: string;
  data: Blob;
}

/**
 * Watching one upload as it goes (spec 1 §5, spec 2 §5): how much of it has left, and the user's
 * way to stop it. Cancelling makes the upload fail as 'cancelled' and leaves nothing stored.
 */
export interface UploadWatch {
  /** Bytes sent so far of all there are to send; called as they leave. */
  progressed?(sent: number, total: number): void;
  /** Aborted when the user cancels (the platform's cancel token, in browsers and in Node alike). */
  cancel?: AbortSignal;
}
