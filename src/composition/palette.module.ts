import { ContainerModule } from 'inversify';
import { CampaignPort } from '../core/ports/CampaignPort';
import { ClockPort } from '../core/ports/ClockPort';
import { StoragePort } from '../core/ports/StoragePort';
import { RecentPicks, RecentPicksToken } from '../core/use-cases/palette/RecentPicks';
import { SearchPlaces, SearchPlacesToken } from '../core/use-cases/palette/SearchPlaces';
import { type PaletteUseCases, PaletteViewModel } from '../ui/palette/PaletteViewModel';
import type { CreatePalette } from '../ui/palette/palette-feature';
import { bindFromServices, bindInstance } from './binding';
import { CreatePaletteToken } from './palette-token';

/** The command palette's flows and its factory: fetched with the palette's first opening (signedIn.module). */
export const paletteModule = new ContainerModule(({ bind }) => {
  bindInstance(bind, SearchPlacesToken, SearchPlaces, [CampaignPort]);
  bindInstance(bind, RecentPicksToken, RecentPicks, [StoragePort]);
  bindFromServices<PaletteUseCases>(
    bind,
    CreatePaletteToken,
    { searchPlaces: SearchPlacesToken, recentPicks: RecentPicksToken, clock: ClockPort },
    (useCases): CreatePalette =>
      (frame) =>
        new PaletteViewModel(frame, useCases),
  );
});
