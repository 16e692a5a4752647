import { chatLink } from '../../chat/sidebar-locators';
import { openTheChat } from '../../chat/tasks/openTheChat';
import { interaction } from '../../interactions/Interaction';
import { onTheBriefcase } from '../drivers';

/** Opens one of the user's chats from the sidebar and shows its briefcase. */
export const openTheBriefcaseOf = (chatSummary: string) =>
  interaction(
    `open the briefcase of "${chatSummary}"`,
    onTheBriefcase({
      async viewModel(briefcase, actor) {
        await actor.attemptsTo(openTheChat(chatSummary));
        await briefcase.current();
        const workspace = await briefcase.chat.shownWorkspace();
        if (!workspace.briefcaseOpen) workspace.briefcaseToggled();
        await briefcase.app.settled();
      },
      async browser(briefcase) {
        // By its exact name: the demo's own chats include "Summer Sale …" beside a scenario's "Summer sale".
        await chatLink(briefcase.page, chatSummary)
          .or(briefcase.page.getByRole('button', { name: chatSummary, exact: true }))
          .first()
          .click();
        await briefcase.page.getByRole('button', { name: 'Show briefcase' }).click();
        await briefcase.panel.waitFor();
      },
    }),
  );
