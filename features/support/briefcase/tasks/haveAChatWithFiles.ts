import { interaction } from '../../interactions/Interaction';
import { addChatWithFiles, addResult, type FileRow } from '../scenario-chats';

/** What the actor remembers: when the files were put in place ("20 days ago" is read against it). */
export const FILES_SEEDED_AT = 'files seeded at';

/** One of the actor's chats with these files, put in place as if they had been sent. */
export const haveAChatWithFiles = (summary: string, rows: readonly FileRow[]) =>
  interaction(`have a chat "${summary}" with ${rows.length} files`, {
    async viewModel(app, actor) {
      const now = app.now();
      actor.remember(FILES_SEEDED_AT, now);
      await addChatWithFiles(app, summary, [...rows], now);
    },
    async browser(app, actor) {
      const now = app.now();
      actor.remember(FILES_SEEDED_AT, now);
      await addChatWithFiles(app, summary, [...rows], now);
    },
  });

/** One of the actor's chats holding one result of the agent. */
export const haveAChatWithAResultOf = (summary: string, action: string) =>
  interaction(`have a chat "${summary}" with a result of "${action}"`, {
    viewModel: async (app) => addResult(app, await addChatWithFiles(app, summary, []), action),
    browser: async (app) => addResult(app, await addChatWithFiles(app, summary, []), action),
  });
