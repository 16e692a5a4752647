import type { DemoFileMetadata as FileMetadata } from '../../data/file-metadata';
import type { AssistantResult } from '../shared/assistant-contract';
import { filesOfKind } from '../shared/attachment-kinds';
import { type BuildContext, findPrior } from '../shared/build-context';
import { campaignFromJson } from '../shared/campaign-result-json';
import { resultPhrases } from '../shared/result-phrases/result-phrases';
import type { CreativeJson, CreativeResultJson } from '../shared/result-shapes';
import { ADVERTISERS } from '../shared/sample-data';
import type { Random } from '../shared/seeded-random';
import { buildValidation } from '../shared/validation-block';
import { checkCreative, compatiblePlatforms, formatOf, IAB_DISPLAY_SIZES } from './creative-specs';

interface CreativeSource {
  advertiser: string;
  campaignName: string;
}

/** creative-processor: uploaded creatives (files, a ZIP and its manifest) checked against platform specs. */
export function processCreatives(context: BuildContext): AssistantResult {
  const { request, random } = context;
  const files = filesOfKind(request.attachments, 'creative');
  const source = creativeSource(context);
  const creatives = files.flatMap((file) => creativesOf(file, request.documentText, source, random));
  const sample = creatives.length === 0;
  const all = sample ? sampleCreatives(source, random, 'creatives') : creatives;
  const json = buildCreativeJson(
    all,
    source,
    files.map((file) => file.name),
    sample,
  );
  const issues = json.validation.summary.validation_issues.length;
  return {
    status: 'completed',
    content: resultPhrases(context).creativesProcessed(all.length, issues),
    jsonResponse: json,
  };
}

export function buildCreativeJson(
  creatives: CreativeJson[],
  source: CreativeSource,
  sourceFiles: string[],
  sample: boolean,
): CreativeResultJson {
  const issues = creatives.flatMap((creative, index) => checkCreative(creative, index));
  const withStatus = creatives.map((creative, index) => {
    const own = issues.filter((issue) => issue.field === `creatives[${index}]`);
    return own.length === 0
      ? { ...creative, status: 'ready' as const }
      : {
          ...creative,
          status: 'needs_attention' as const,
          notes: own.map((issue) => issue.message).join(' '),
        };
  });
  const formats = countBy(withStatus.map((creative) => creative.format));
  const ready = withStatus.filter((creative) => creative.status === 'ready').length;
  return {
    summary: `${withStatus.length} creatives for ${source.campaignName} (${Object.entries(formats)
      .map(([format, count]) => `${count} ${format}`)
      .join(', ')}); ${ready} ready, ${withStatus.length - ready} needing attention.${
      sample ? ' No creative files were attached, so these are sample creatives.' : ''
    }`,
    advertiser: source.advertiser,
    campaign_name: source.campaignName,
    source_files: sourceFiles,
    total_creatives: withStatus.length,
    creatives: withStatus,
    validation: buildValidation(issues, withStatus.length * 4),
  };
}

/** Names come from the campaign the user is working on, when there is one. */
function creativeSource(context: BuildContext): CreativeSource {
  const prior = findPrior(context.request, ['campaign-processor', 'campaign-augmentor']);
  if (prior) {
    const draft = campaignFromJson(prior.jsonResponse);
    if (draft.advertiser && draft.campaignName)
      return { advertiser: draft.advertiser, campaignName: draft.campaignName };
  }
  const advertiser = context.random.pick(ADVERTISERS);
  // A delivery named after its campaign ("creatives-spring-trail.zip") names the campaign too.
  const named = filesOfKind(context.request.attachments, 'creative')
    .map((file) =>
      titleFrom(file.name.replace(/^creatives?[-_ ]*/i, '').replace(/[_-]?\d{2,4}x\d{2,4}.*$/i, '')),
    )
    .find((name) => name.length > 2);
  return { advertiser, campaignName: named ?? `${advertiser.replace(/ (Co\.|Group|Inc\.)$/, '')} Always-On` };
}

function creativesOf(
  file: FileMetadata,
  documentText: Readonly<Record<string, string>>,
  source: CreativeSource,
  random: Random,
): CreativeJson[] {
  const isZip = /\.zip$/i.test(file.name) || (file.type ?? '').includes('zip');
  if (!isZip) return [creativeFromFile(file.name, file.size, source, random)];
  const manifest = readManifest(documentText[file.gcsPath ?? ''] ?? documentText[file.name]);
  if (manifest) {
    if (manifest.advertiser) source.advertiser = manifest.advertiser;
    if (manifest.campaignName) source.campaignName = manifest.campaignName;
    return manifest.creatives.map((entry) => creativeFromManifest(entry, source, random));
  }
  return sampleCreatives(source, random, file.name.replace(/\.zip$/i, ''));
}

function creativeFromFile(
  fileName: string,
  size: number | undefined,
  source: CreativeSource,
  random: Random,
): CreativeJson {
  const fileType = (/\.([a-z0-9]+)$/i.exec(fileName)?.[1] ?? 'png').toLowerCase();
  const dimensions =
    /(\d{2,4})\s?x\s?(\d{2,4})/i.exec(fileName)?.slice(1, 3).join('x') ?? random.pick(IAB_DISPLAY_SIZES);
  const format = formatOf(fileType, dimensions);
  const seconds = /(\d{1,3})\s?s(?:ec)?\b/i.exec(fileName)?.[1];
  return {
    creative_name: titleFrom(fileName),
    file_name: fileName,
    format,
    file_type: fileType,
    dimensions,
    duration_seconds: format === 'video' ? Number(seconds ?? random.pick([6, 15, 30])) : null,
    file_size_kb: size
      ? Math.max(1, Math.round(size / 1024))
      : random.int(format === 'video' ? 2000 : 40, format === 'video' ? 9000 : 140),
    landing_url: landingUrl(source, format),
    compatible_platforms: compatiblePlatforms(format, dimensions),
    status: 'ready',
    notes: '',
  };
}

interface ManifestEntry {
  file?: string;
  name?: string;
  dimensions?: string;
  duration_seconds?: number;
  landing_url?: string;
}

function readManifest(
  text: string | undefined,
): { advertiser?: string; campaignName?: string; creatives: ManifestEntry[] } | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as { advertiser?: unknown; campaign_name?: unknown; creatives?: unknown };
    if (!Array.isArray(parsed.creatives)) return undefined;
    return {
      advertiser: typeof parsed.advertiser === 'string' ? parsed.advertiser : undefined,
      campaignName: typeof parsed.campaign_name === 'string' ? parsed.campaign_name : undefined,
      creatives: parsed.creatives.filter(
        (entry): entry is ManifestEntry => typeof entry === 'object' && entry !== null,
      ),
    };
  } catch {
    return undefined;
  }
}

function creativeFromManifest(entry: ManifestEntry, source: CreativeSource, random: Random): CreativeJson {
  const fileName = entry.file ?? `${entry.name ?? 'creative'}.png`;
  const fromFile = creativeFromFile(fileName, undefined, source, random);
  const dimensions = entry.dimensions ?? fromFile.dimensions;
  const format = formatOf(fromFile.file_type, dimensions);
  return {
    ...fromFile,
    creative_name: entry.name ?? fromFile.creative_name,
    dimensions,
    format,
    duration_seconds: format === 'video' ? (entry.duration_seconds ?? fromFile.duration_seconds ?? 15) : null,
    landing_url: entry.landing_url ?? '',
    compatible_platforms: compatiblePlatforms(format, dimensions),
  };
}

/** A typical delivery when the files themselves cannot be looked into: display set, a story, a video. */
function sampleCreatives(source: CreativeSource, random: Random, baseName: string): CreativeJson[] {
  const slug =
    baseName
      .toLowerCase()
      .replace(/^creatives?[-_ ]*/, '')
      .replace(/[^a-z0-9]+/g, '-') || 'creative';
  const files = [
    `${slug}_300x250.png`,
    `${slug}_728x90.png`,
    `${slug}_160x600.jpg`,
    `${slug}_1080x1920.jpg`,
    `${slug}_15s_1920x1080.mp4`,
  ];
  const creatives = files.map((file) => creativeFromFile(file, undefined, source, random));
  // Real deliveries rarely come clean: one creative usually lacks its click-through.
  const flawed = creatives[random.int(0, creatives.length - 1)];
  if (flawed && random.chance(0.6)) flawed.landing_url = '';
  return creatives;
}

function landingUrl(source: CreativeSource, format: CreativeJson['format']): string {
  const domain = source.advertiser
    .toLowerCase()
    .replace(/ (co\.|group|inc\.)$/, '')
    .replace(/[^a-z0-9]+/g, '');
  const campaign = source.campaignName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return `https://www.${domain}.com/?utm_source=${format}&utm_campaign=${campaign}`;
}

function titleFrom(fileName: string): string {
  return fileName
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[-_]+/g, ' ')
    .replace(/\b\w/g, (letter) => letter.toUpperCase())
    .trim();
}

function countBy(values: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = Object.create(null);
  for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
  return counts;
}
