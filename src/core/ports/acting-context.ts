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
