/**
 * Records of the demo seed (src/simulation/data) the examples name, so an example call is one
 * the demo backend answers: the matrix walk makes every example as every persona.
 */
export const SEED = {
  account: 'acc-acme-media',
  folder: 'fld-acme-media-1',
  campaign: 'cmp-acme-media-1',
  /** Riley Planner, whom an admin impersonates. */
  planner: 'u-riley-planner',
  /** Riley's chat whose insertion order is read and approved: its file and its result. */
  plannerChat: 'chat-seed-1',
  plannerFileMessage: 'msg-seed-1-2',
  plannerResult: 'msg-seed-1-4',
  /** Riley's unpinned chat, which may be removed. */
  plannerUnpinnedChat: 'chat-seed-3',
  /** Avery's chat in Acme and its result. */
  ownerChat: 'chat-seed-4',
  ownerResult: 'msg-seed-4-2',
  /** Avery's fast-track in Acme, and the Salesforce run of chat r10. */
  fastTrackChat: 'chat-r08',
  fastTrackMessage: 'msg-r08b',
  salesforceChat: 'chat-r10',
  salesforceMessage: 'msg-r10b',
} as const;

/** An upload of Riley's in Acme, as the calls that take files name it. */
export const SEED_UPLOAD = {
  gcsPath: 'uploads/acc-acme-media/q4-holiday-io.pdf',
  originalName: 'Q4 holiday IO.pdf',
  size: 3458,
  type: 'application/pdf',
} as const;

/** A file part of a multipart example: what its bytes are (a document shows them as text). */
export const SEED_UPLOAD_BYTES = '%PDF-1.7 … (the 3,458 bytes of Q4 holiday IO.pdf, as application/pdf)';
