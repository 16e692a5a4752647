import type { Screenshot } from '../shared/campaign-work-shapes';

/** Where a platform shows an ad: one screenshot each. */
export type Placement = Pick<Screenshot, 'placement' | 'frame' | 'device' | 'ad_size' | 'call_to_action'>;

const place = (
  placement: string,
  frame: Placement['frame'],
  device: Placement['device'],
  ad_size: string,
  call_to_action = 'Learn more',
): Placement => ({ placement, frame, device, ad_size, call_to_action });

const DISPLAY: readonly Placement[] = [
  place('Medium rectangle in an article', 'web-page', 'Desktop', '300x250'),
  place('Leaderboard above the article', 'web-page', 'Desktop', '728x90'),
  place('Mobile banner', 'web-page', 'Mobile', '320x50'),
];

/** The placements each destination (spec 1 §1) shows a campaign in, as its own products name them. */
const PLACEMENTS: Readonly<Record<string, readonly Placement[]>> = {
  facebook: [
    place('Facebook Feed', 'feed', 'Mobile', '1080x1080'),
    place('Instagram Feed', 'feed', 'Mobile', '1080x1350', 'Shop now'),
    place('Instagram Stories', 'story', 'Mobile', '1080x1920'),
  ],
  tiktok: [place('TikTok For You feed (In-Feed ad)', 'story', 'Mobile', '1080x1920', 'Learn more')],
  gam: [
    place('Medium rectangle on an article page', 'web-page', 'Desktop', '300x250'),
    place('Leaderboard on the home page', 'web-page', 'Desktop', '728x90'),
    place('Billboard on the home page', 'web-page', 'Desktop', '970x250'),
  ],
  dv360: DISPLAY,
  ttd: DISPLAY,
  amazon_dsp: [
    place('Amazon product page', 'web-page', 'Desktop', '300x250', 'Shop now'),
    place('Amazon mobile banner', 'web-page', 'Mobile', '320x50', 'Shop now'),
  ],
  google_display: DISPLAY,
  'youtube-dv360': [
    place('YouTube skippable in-stream', 'video', 'Desktop', '1920x1080', 'Visit site'),
    place('YouTube bumper (6 s)', 'video', 'Mobile', '1920x1080', 'Visit site'),
  ],
  'google-ads-search': [place('Google search results', 'search', 'Desktop', 'Text ad', 'Visit site')],
  'google-ads-pmax': [
    place('Google search results', 'search', 'Desktop', 'Text ad', 'Visit site'),
    place('Google Display Network', 'web-page', 'Desktop', '300x250'),
    place('YouTube in-stream', 'video', 'Desktop', '1920x1080', 'Visit site'),
  ],
  madhive: [place('Connected TV, full screen', 'tv', 'TV', '1920x1080', '')],
  groundtruth: [place('Mobile banner near a store', 'map', 'Mobile', '320x50', 'Get directions')],
  reddit: [place('Reddit home feed (promoted post)', 'feed', 'Mobile', '1200x628', 'Learn more')],
};

export function placementsOf(platform: string): readonly Placement[] {
  return PLACEMENTS[platform] ?? DISPLAY;
}

/** A creative fits a placement when its size is the placement's (or either is not a pixel size). */
export function fits(creativeSize: string, placement: Placement): boolean {
  const pixels = /^(\d+)x(\d+)$/;
  const creative = pixels.exec(creativeSize.replace(/\s/g, ''));
  const slot = pixels.exec(placement.ad_size);
  if (!creative || !slot) return true;
  if (creative[0] === slot[0]) return true;
  // Social and video placements crop to their aspect ratio: a portrait creative fits a story.
  if (placement.frame === 'story') return Number(creative[2]) > Number(creative[1]);
  if (placement.frame === 'feed' || placement.frame === 'video' || placement.frame === 'tv') return true;
  return false;
}
