import { CHAT_PARAM } from '../../../../src/ui/chat/workspace/useChatWorkspace';
import type { Actor } from '../../actors/Actor';
import { TAB_IDS } from '../../admin/admin-words';
import { openTheAdminDashboard } from '../../admin/tasks/openTheAdminDashboard';
import { openTheCampaign } from '../../campaigns/tasks/openTheCampaign';
import { ViewModelChat } from '../../chat/ViewModelChat';
import { interaction } from '../../interactions/Interaction';
import { onThePalette } from '../drivers';
import type { ViewModelPalette } from '../ViewModelPalette';

/** What the router does with the address a pick led to: the screen's own driver opens it. */
async function follow(palette: ViewModelPalette, actor: Actor, goTo: string): Promise<void> {
  const url = new URL(goTo, 'http://sidekick.memory');
  if (url.pathname === '/') {
    await palette.app.navigate('/');
    await actor.abilityTo(ViewModelChat).goTo(url.searchParams.get(CHAT_PARAM));
  } else if (url.pathname.startsWith('/campaigns/')) await actor.attemptsTo(openTheCampaign(url.pathname));
  else if (url.pathname === '/admin') {
    const tab = url.searchParams.get('tab');
    const label = Object.keys(TAB_IDS).find((name) => TAB_IDS[name] === tab);
    await actor.attemptsTo(openTheAdminDashboard(label));
  } else await palette.app.navigate(goTo);
}

/** Enter in the palette: the highlighted entry opens, and the palette closes. */
export const pressEnterInThePalette = () =>
  interaction(
    'press Enter in the palette',
    onThePalette({
      async viewModel(palette, actor) {
        const landing = await palette.palette.entered();
        palette.landing = landing;
        palette.close();
        await palette.app.settled();
        if (landing) await follow(palette, actor, landing.goTo);
      },
      async browser(palette) {
        await palette.page.keyboard.press('Enter');
        await palette.dialog.waitFor({ state: 'detached' });
        await palette.app.settled();
      },
    }),
  );
