// Worded in the chat's chunk, with the answers it speaks of: the live region itself is in every
// first load, and its words are there before any answer (issue 31's first-load budgets).
/** Long answers are cut here: a screen reader user hears the gist, the message list holds the rest. */
const MOST_CHARACTERS = 200;

/**
 * What the live region says when the assistant answers (issue 31): "Sidekick answered: " and the
 * answer's words without Markdown's marks, cut at a word before MOST_CHARACTERS with an ellipsis.
 */
export function answerAnnouncement(content: string): string {
  const words = content
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*`~]+/g, '')
    .replace(/[#>|\s]+/g, ' ')
    .trim();
  if (words.length <= MOST_CHARACTERS) return `Sidekick answered: ${words}`;
  const cut = words.slice(0, MOST_CHARACTERS);
  const atWord = cut.lastIndexOf(' ');
  return `Sidekick answered: ${(atWord > 0 ? cut.slice(0, atWord) : cut).replace(/[,;:.]$/, '')}…`;
}
