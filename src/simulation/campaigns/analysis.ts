import { platformById } from '../assistant/shared/platform-catalog';
import type { DemoApiDeps } from '../kernel/deps';
import { recommendedWorkflow } from './runs';

interface AnalysedFile {
  gcsPath: string;
  originalName: string;
}

/** The platforms a launch template names (its `platforms` list), or none when it is not one. */
async function templatePlatforms(deps: DemoApiDeps, file: AnalysedFile): Promise<string[]> {
  if (!/\.json$/i.test(file.originalName)) return [];
  const stored = await deps.files.get(file.gcsPath);
  if (!stored) return [];
  try {
    const parsed = JSON.parse(new TextDecoder().decode(stored.bytes)) as { platforms?: unknown };
    if (!Array.isArray(parsed.platforms)) return [];
    return parsed.platforms
      .filter((id): id is string => typeof id === 'string')
      .map((id) => platformById(id)?.id ?? id);
  } catch {
    return [];
  }
}

/**
 * The analysis of spec 2 §3: the workflow the files call for (creatives present → fast-track,
 * otherwise the shell variant) and whether a launch template spans several platforms.
 */
export async function analyseFiles(deps: DemoApiDeps, files: readonly AnalysedFile[]) {
  const platforms = [
    ...new Set((await Promise.all(files.map((file) => templatePlatforms(deps, file)))).flat()),
  ];
  const recommendedType = recommendedWorkflow(files);
  const hasIo = files.some((file) => /\.pdf$/i.test(file.originalName));
  const reasoning =
    recommendedType === 'fast-track'
      ? 'Creative files are attached, so the full fast-track processes them with the insertion order.'
      : `No creative files are attached: the shell fast-track builds the campaign${hasIo ? ' from the insertion order' : ''} and creatives can be uploaded afterwards.`;
  return {
    recommendedType,
    confidence: hasIo ? 0.92 : 0.6,
    reasoning,
    multiPlatform: { isMultiPlatform: platforms.length >= 2, platforms, platformCount: platforms.length },
  };
}
