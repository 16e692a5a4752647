import type { FoldersListViewModel } from '../../../../src/ui/campaigns/folders/FoldersListViewModel';
import type { UseTheViewModels } from '../../abilities/UseTheViewModels';
import { campaignScreen } from './screens';
import type { ViewModelCampaignList } from './ViewModelCampaignList';

/** The thin driver of /folders through its view model. */
export class ViewModelFolders {
  private screen: FoldersListViewModel | null = null;

  constructor(
    readonly app: UseTheViewModels,
    /** The campaigns list, where a folder's links lead. */
    readonly list: ViewModelCampaignList,
  ) {}

  /** The open folders page's view model. */
  get folders(): FoldersListViewModel {
    if (!this.screen) throw new Error('The folders are not open');
    return this.screen;
  }

  /** A folder the page shows, by its name. */
  folderNamed(name: string) {
    const folder = this.folders.rows.find((row) => row.name === name);
    if (!folder) throw new Error(`No folder "${name}" shown`);
    return folder;
  }

  /** Builds the folders page as the app does and opens it. */
  async show() {
    this.screen?.dispose();
    this.screen = (await campaignScreen(this.app, 'folders'))();
    await this.screen.opened({});
    await this.app.settled();
  }

  settled() {
    return this.app.settled();
  }

  dispose() {
    this.screen?.dispose();
  }
}
