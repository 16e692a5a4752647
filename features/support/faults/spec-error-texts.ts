/**
 * The error texts of spec 1 §8 and spec 2 §8, exactly; `{…}` and a `: ...` ending stand for the
 * server's error or a message, which any text fills ('Operation failed...' is a text of its own).
 * A text the page shows under fault mode must be one.
 */
const CATALOGUE = [
  // Spec 1 §8
  'Sorry, there was an error processing your request.',
  'Sorry, there was an error asking the assistant.',
  'Sorry, there was an error regenerating the response.',
  'Sorry, there was an error processing your edit request.',
  'Sorry, there was an error stopping the fast track process.',
  'Sorry, there was an error stopping the Salesforce orchestration process.',
  'Error uploading files. Please try again.',
  'Fast track failed: {error}',
  'Error polling Salesforce orchestration status: {message}',
  'Campaign creation failed. Please check the details below and try again.',
  'Operation failed...',
  'Loading chunk {N} failed',
  'Unable to load user or account information. Please try refreshing the page or logging in again.',
  // Spec 2 §8
  'No valid user session found',
  'No account selected or available',
  'Failed to load statistics. Please try again later.',
  'Failed to load orchestration status',
  'Failed to load folders',
  'Failed to create folder',
  'Failed to update folder',
  'Cannot delete folder that contains campaigns. Please move or delete the campaigns first.',
  'Please select an account to view folders.',
  'Failed to load campaigns',
  'Failed to update campaign',
  'Failed to update campaign. Please try again.',
  'Failed to delete campaign. Please try again.',
  'Failed to create campaign: ...',
  'Failed to upload files: ...',
  'Please select an account to create campaigns.',
  'Campaign not found',
  'Access denied to this campaign',
  'Please log in to view this campaign',
  'Failed to load campaign details',
  'No campaign ID provided',
  'Failed to start orchestration: {error}',
  'Upload failed: {error}',
  'Unable to load campaign information',
  'Operation failed',
  'Operation timeout',
];

const escaped = (text: string) => text.replace(/[.*+?^$()[\]\\|]/g, '\\$&');

const PATTERNS = CATALOGUE.map(
  (entry) =>
    new RegExp(
      `^${escaped(entry)
        .replace(/: \\.\\.\\.$/, ': .+')
        .replace(/\{[^}]+\}/g, '.+')}$`,
    ),
);

/** Whether the text is one of the spec's error texts (placeholders filled by anything). */
export function isASpecErrorText(text: string): boolean {
  return PATTERNS.some((pattern) => pattern.test(text.trim()));
}
