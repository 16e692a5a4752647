import { asRecord, isRecord, pickArray, pickText } from '../../../core/domain/json-value';
import type { MessageFile } from '../../../core/domain/message';
import { isWebAddress } from '../../../core/domain/web-address';

/** One screenshot: where the ad is shown, and its image once the backend has linked it. */
export interface ScreenshotSeen {
  placement: string;
  /** 'Mobile · 1080x1080'. */
  details: string;
  creative?: string;
  fileName: string;
  /** A web or blob address of the image; absent while the link is on its way. */
  imageUrl?: string;
}

export interface ScreenshotsModel {
  summary?: string;
  shots: ScreenshotSeen[];
}

/**
 * The screenshot builder's result (ScreenshotResultJson in src/simulation/assistant/shared/
 * campaign-work-shapes.ts): `screenshots: [{ placement, device, ad_size, file_name, creative }]`,
 * the images being the message's files of the same names. Undefined without screenshots.
 */
export function readScreenshots(
  json: unknown,
  files: readonly MessageFile[] = [],
): ScreenshotsModel | undefined {
  const record = asRecord(json);
  const entries = (pickArray(record, 'screenshots', 'images') ?? []).filter(isRecord);
  if (entries.length === 0) return undefined;
  const shots = entries.map((entry, index) => {
    const fileName = pickText(entry, 'file_name', 'name') ?? '';
    const file = files.find((candidate) => candidate.name === fileName) ?? files[index];
    const url = file?.url && isWebAddress(file.url) ? file.url : undefined;
    const creative = pickText(entry, 'creative');
    return {
      placement: pickText(entry, 'placement', 'title') ?? `Screenshot ${index + 1}`,
      details: [pickText(entry, 'device'), pickText(entry, 'ad_size', 'size')].filter(Boolean).join(' · '),
      ...(creative ? { creative } : {}),
      fileName,
      ...(url ? { imageUrl: url } : {}),
    };
  });
  const summary = pickText(record, 'summary');
  return { ...(summary ? { summary } : {}), shots };
}
