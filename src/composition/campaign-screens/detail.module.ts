import { Container, ContainerModule } from 'inversify';
import { CampaignPort } from '../../core/ports/CampaignPort';
import { ChatPort } from '../../core/ports/ChatPort';
import { ClockPort } from '../../core/ports/ClockPort';
import { OrchestrationPort } from '../../core/ports/OrchestrationPort';
import * as files from '../../core/use-cases/campaign-detail/DownloadCampaignFiles';
import * as load from '../../core/use-cases/campaign-detail/LoadCampaign';
import * as status from '../../core/use-cases/campaign-detail/SetCampaignStatus';
import * as start from '../../core/use-cases/campaign-detail/StartCampaignOrchestration';
import * as stop from '../../core/use-cases/campaign-detail/StopCampaignOrchestration';
import * as creatives from '../../core/use-cases/campaign-detail/UploadCreatives';
import * as watch from '../../core/use-cases/campaign-detail/WatchCampaignRun';
import { CampaignCallsToken } from '../../core/use-cases/campaigns/CampaignCalls';
import { MoveCampaignsToken } from '../../core/use-cases/campaigns/MoveCampaigns';
import { UploadCampaignFileToken } from '../../core/use-cases/campaigns/UploadCampaignFile';
import type { CampaignScreens } from '../../ui/campaigns/CampaignScreens';
import type { CampaignSession } from '../../ui/campaigns/CampaignSession';
import {
  type CampaignDetailDeps,
  CampaignDetailViewModel,
} from '../../ui/campaigns/detail/CampaignDetailViewModel';
import { bindFromServices, bindInstance } from '../binding';
import { TOKENS } from '../tokens';
import { campaignSharedModule } from './shared.module';
import { CAMPAIGN_SCREEN_TOKENS } from './tokens';

/** /campaigns/:id: its flows (spec 2 §2.6, §4.3) and its view model factory. */
export const campaignDetailModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, load.LoadCampaignToken, load.LoadCampaign, [CampaignPort]);
  bindInstance(bind, load.LoadCampaignActivityToken, load.LoadCampaignActivity, [CampaignPort]);
  bindInstance(bind, status.SetCampaignStatusToken, status.SetCampaignStatus, [CampaignPort]);
  bindInstance(bind, creatives.UploadCreativesToken, creatives.UploadCreatives, [CampaignPort]);
  bindInstance(bind, start.StartCampaignOrchestrationToken, start.StartCampaignOrchestration, [
    OrchestrationPort,
  ]);
  bindInstance(bind, stop.StopCampaignOrchestrationToken, stop.StopCampaignOrchestration, [
    OrchestrationPort,
    status.SetCampaignStatusToken,
  ]);
  bind(watch.WatchCampaignRunToken)
    .toResolvedValue(
      (
        o: OrchestrationPort,
        loadCampaign: load.LoadCampaign,
        loadActivity: load.LoadCampaignActivity,
        setStatus: status.SetCampaignStatus,
        clock: ClockPort,
      ) => new watch.WatchCampaignRun(o, { loadCampaign, loadActivity, setStatus }, clock),
      [
        OrchestrationPort,
        load.LoadCampaignToken,
        load.LoadCampaignActivityToken,
        status.SetCampaignStatusToken,
        ClockPort,
      ],
    )
    .inSingletonScope();
  bindInstance(bind, files.DownloadSdfFilesToken, files.DownloadSdfFiles, [CampaignPort, ClockPort]);

  bindFromServices<Omit<CampaignDetailDeps, 'openUrl' | 'saveFile'>>(
    bind,
    CAMPAIGN_SCREEN_TOKENS.detail,
    {
      session: TOKENS.SessionStore,
      clock: ClockPort,
      loadCampaign: load.LoadCampaignToken,
      loadActivity: load.LoadCampaignActivityToken,
      watchRun: watch.WatchCampaignRunToken,
      startOrchestration: start.StartCampaignOrchestrationToken,
      stopOrchestration: stop.StopCampaignOrchestrationToken,
      setStatus: status.SetCampaignStatusToken,
      uploadCreatives: creatives.UploadCreativesToken,
      uploadFile: UploadCampaignFileToken,
      downloadSdf: files.DownloadSdfFilesToken,
      moveCampaigns: MoveCampaignsToken,
      calls: CampaignCallsToken,
    },
    (deps): CampaignScreens['detail'] =>
      (downloads) =>
        new CampaignDetailViewModel({ ...deps, ...downloads }),
  );
});

/** The campaign page's view model factory over the given ports and session, bound as the page binds it: for its tests. */
export function campaignDetailScreenOver(ports: {
  campaigns: CampaignPort;
  orchestration: OrchestrationPort;
  chat: ChatPort;
  clock: ClockPort;
  session: CampaignSession;
}): CampaignScreens['detail'] {
  const container = new Container();
  container.bind(CampaignPort).toConstantValue(ports.campaigns);
  container.bind(OrchestrationPort).toConstantValue(ports.orchestration);
  container.bind(ChatPort).toConstantValue(ports.chat);
  container.bind(ClockPort).toConstantValue(ports.clock);
  container.bind(TOKENS.SessionStore).toConstantValue(ports.session);
  container.load(campaignSharedModule, campaignDetailModule);
  return container.get<CampaignScreens['detail']>(CAMPAIGN_SCREEN_TOKENS.detail);
}
