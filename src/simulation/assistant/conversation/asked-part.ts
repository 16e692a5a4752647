/** Past this length a typed message is a pasted brief or an email more than a request. */
export const LONG_MESSAGE = 600;

/**
 * What a long message asks: its questions, which a reader answers rather than the pages around
 * them ("…our brief, 4,000 characters… What budget would you recommend for TikTok?"). A long
 * message without a question is read whole, as it was written.
 */
export function askedPart(text: string): string {
  if (text.length <= LONG_MESSAGE) return text;
  const questions = text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.endsWith('?') && sentence.length <= LONG_MESSAGE);
  return questions.length > 0 ? questions.join(' ') : text;
}
