import type { BrowseTheApp } from '../../abilities/BrowseTheApp';

export async function greetingInTheBrowser(app: BrowseTheApp): Promise<string> {
  return (await app.page.getByRole('heading', { level: 2, name: /'s Sidekick$/ }).textContent()) ?? '';
}
