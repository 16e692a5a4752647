/** A file of a stored message, as the backend stores and sends it (`file_metadata` entries). */
export interface DemoFileMetadata {
  name: string;
  size?: number;
  gcsPath?: string;
  publicUrl?: string;
  /** ms since the epoch. */
  expiresAt?: number;
  pinned?: boolean;
  type?: string;
}
