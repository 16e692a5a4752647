import { platformById } from '../shared/platform-catalog';

type Json = Record<string, unknown>;

/**
 * The platforms a launch template names and each one's own settings block (ids, objectives …):
 * named in a list ("platforms": ["Meta", "TikTok"]), as keys ("dv360": { … }), under a group, or
 * as a list of platform objects. A one-platform template's top-level ids are that platform's.
 */
export function templatePlatforms(root: Json): { platforms: string[]; blocks: Record<string, Json> } {
  const named = namedPlatforms(root);
  const blocks = withYouTubeBlock(platformBlocks(root), named);
  const platforms = [...new Set([...named, ...Object.keys(blocks)])];
  const single = platforms.length === 1 ? platforms[0] : undefined;
  if (single) blocks[single] = { ...topLevelIds(root), ...blocks[single] };
  return { platforms, blocks };
}

function namedPlatforms(root: Json): string[] {
  const named = [root.platforms, root.platform, root.channels, root.channel].flatMap((value) =>
    Array.isArray(value) ? value : value === undefined ? [] : [value],
  );
  return named
    .map((entry) => {
      const name = typeof entry === 'string' ? entry : (asJson(entry).platform ?? asJson(entry).name);
      return typeof name === 'string' ? platformById(name)?.id : undefined;
    })
    .filter((id): id is string => id !== undefined);
}

/** Where templates group the platforms' settings, besides the top level. */
const BLOCK_GROUPS = [
  'platform_configurations',
  'platform_settings',
  'platformSettings',
  'configurations',
  'settings',
  'platforms',
];

/**
 * Keys naming a platform ("dv360", "Facebook", "the_trade_desk") hold that platform's settings,
 * at the top level or under a group ("platform_settings": { … }); a list of platform objects
 * ("platforms": [{ "platform": "dv360", … }]) works too.
 */
function platformBlocks(root: Json): Record<string, Json> {
  const blocks: Record<string, Json> = Object.create(null);
  const add = (platform: string | undefined, value: unknown) => {
    if (platform && !blocks[platform] && value && typeof value === 'object' && !Array.isArray(value))
      blocks[platform] = value as Json;
  };
  const byKeys = (json: Json) => {
    for (const [key, value] of Object.entries(json)) add(platformOfKey(key), value);
  };
  byKeys(root);
  for (const group of BLOCK_GROUPS) {
    const value = root[group];
    if (Array.isArray(value)) {
      for (const entry of value) {
        const name = asJson(entry).platform ?? asJson(entry).name ?? asJson(entry).channel;
        add(typeof name === 'string' ? platformById(name)?.id : undefined, entry);
      }
    } else if (value && typeof value === 'object') byKeys(value as Json);
  }
  return blocks;
}

/** "advertiser_id", "networkCode": account ids a one-platform template states at its top level. */
const ID_KEY = /(?:^|_)(?:id|code)$|[a-z](?:Id|Code)$/;
const NOT_PLATFORM_IDS = new Set(['template_id', 'templateId', 'io_id', 'io_number']);

function topLevelIds(root: Json): Json {
  return Object.fromEntries(
    Object.entries(root).filter(
      ([key, value]) =>
        ID_KEY.test(key) &&
        !NOT_PLATFORM_IDS.has(key) &&
        (typeof value === 'string' || typeof value === 'number') &&
        String(value).trim() !== '',
    ),
  );
}

/** A "dv360" block in a template for YouTube via DV360 only is that launch's block. */
function withYouTubeBlock(blocks: Record<string, Json>, named: readonly string[]): Record<string, Json> {
  const { dv360, ...others } = blocks;
  if (!dv360 || !named.includes('youtube-dv360') || named.includes('dv360') || others['youtube-dv360'])
    return blocks;
  return Object.assign(Object.create(null), others, { 'youtube-dv360': dv360 });
}

function platformOfKey(key: string): string | undefined {
  return platformById(key.replace(/_/g, ' '))?.id ?? platformById(key)?.id;
}

function asJson(value: unknown): Json {
  return value && typeof value === 'object' ? (value as Json) : {};
}
