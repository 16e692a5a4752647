import { interaction } from '../../interactions/Interaction';
import { goTo } from '../browser/page-helpers';
import { onTheCampaignPage } from '../drivers';

/** Opens a campaign's page by its address ("/campaigns/…"), or by its name through the list. */
export const openTheCampaign = (pathOrName: string) =>
  interaction(
    `open the campaign ${pathOrName}`,
    onTheCampaignPage({
      async viewModel(campaign) {
        if (pathOrName.startsWith('/')) return campaign.show(pathOrName.split('/')[2] ?? '');
        await campaign.list.show(`/campaigns?q=${encodeURIComponent(pathOrName)}`);
        await campaign.show(campaign.list.campaignNamed(pathOrName).id);
      },
      async browser(campaign) {
        const { page } = campaign;
        if (pathOrName.startsWith('/')) await goTo(page, pathOrName);
        else {
          await campaign.list.show(`/campaigns?q=${encodeURIComponent(pathOrName)}`);
          // A click on the row (not on its controls) opens the campaign.
          await page
            .getByRole('table')
            .locator('tbody tr')
            .filter({ hasText: pathOrName })
            .first()
            .locator('td')
            .nth(2)
            .click();
          await page.waitForURL((url) => /^\/campaigns\/[^/]+$/.test(url.pathname));
        }
        // The campaign with its activity, or the panel saying why not.
        await campaign
          .activity()
          .or(page.getByRole('alert').filter({ has: page.getByRole('heading') }))
          .first()
          .waitFor();
      },
    }),
  );

/** Opens a campaign's page by its address and waits only for the page, not for the campaign's answer. */
export const startOpeningTheCampaign = (path: string) =>
  interaction(
    `start opening the campaign ${path}`,
    onTheCampaignPage({
      viewModel: (campaign) => campaign.startShowing(path.split('/')[2] ?? ''),
      async browser(campaign) {
        await goTo(campaign.page, path);
        // Drawn at once, before any answer: the page is there, whatever it still waits for.
        await campaign.page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
      },
    }),
  );
