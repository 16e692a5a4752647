/** A file of a campaign as the start-orchestration rules read it. */
export interface NamedFile {
  name: string;
  type?: string;
}

const isPdf = (file: NamedFile) => /\.pdf$/i.test(file.name) || file.type === 'application/pdf';
const isLaunchTemplate = (file: NamedFile) =>
  /\.json$/i.test(file.name) || /launch[-_]template/i.test(file.name) || file.type === 'application/json';

export const START_TEXTS = {
  pdfRequired: 'PDF file is required (Insertion Order)',
  jsonRequired: 'JSON file is required (Launch Template)',
  hint: 'PDF and JSON files are required',
} as const;

/** What keeps an orchestration from starting (spec 2 §5): a PDF IO and a JSON launch template. */
export function startOrchestrationProblems(files: readonly NamedFile[]): string[] {
  const problems: string[] = [];
  if (!files.some(isPdf)) problems.push(START_TEXTS.pdfRequired);
  if (!files.some(isLaunchTemplate)) problems.push(START_TEXTS.jsonRequired);
  return problems;
}

/** Disabled with no files, while running, or when a required file is missing. */
export function startOrchestrationDisabled(files: readonly NamedFile[], running: boolean): boolean {
  return running || files.length === 0 || startOrchestrationProblems(files).length > 0;
}

export interface CreativeTypeChoice {
  value: string;
  label: string;
}

/** Creative types offered (spec 2 §5): Display Video, plus Hosted Native for dv360; none for Google Ads. */
export function creativeTypeChoices(destination: string): CreativeTypeChoice[] {
  if (destination === 'google-ads-search' || destination === 'google-ads-pmax') return [];
  const choices = [{ value: 'display-video', label: 'Display Video' }];
  if (destination === 'dv360') choices.push({ value: 'hosted-native', label: 'Hosted Native' });
  return choices;
}

const SPREADSHEETS = ['.xlsx', '.xls', '.xlsm'];

/** Accepted creative file extensions per destination and creative type (spec 2 §5). */
export function acceptedCreativeExtensions(destination: string, creativeType?: string): string[] {
  if (creativeType === 'hosted-native' || creativeType === 'hosted-display') return ['.zip'];
  if (destination === 'reddit' || destination === 'facebook') return ['.zip'];
  if (destination === 'ttd') return [...SPREADSHEETS, '.txt'];
  return SPREADSHEETS;
}

/** Files whose extension is not accepted, by name. */
export function unacceptedCreatives(names: readonly string[], accepted: readonly string[]): string[] {
  return names.filter((name) => !accepted.some((extension) => name.toLowerCase().endsWith(extension)));
}

/** The creative button (spec 2 §4.3): "Upload more" after success, "Retry upload" after failure. */
export function creativeButtonLabel(uploadStatus: string | undefined): string {
  if (uploadStatus === 'completed') return 'Upload more';
  if (uploadStatus === 'failed' || uploadStatus === 'timeout') return 'Retry upload';
  return 'Upload creatives';
}
