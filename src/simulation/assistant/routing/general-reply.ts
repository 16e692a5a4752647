/** The friendly answer to a message the assistant cannot act upon: what it can do and how to ask. */
export function generalReply(): string {
  return [
    "Hi! I'm your campaign operations assistant. Here's what I can do for you:",
    '',
    '• Process an insertion order: upload the IO (PDF) and I will extract the campaign details and check them.',
    '• Read a media plan: upload the plan (.xlsx or .csv).',
    '• Process creatives: upload images, videos or a ZIP of assets and I will check sizes, durations and landing pages.',
    '• Build a launch configuration: say "build the launch configuration" or upload a launch template (JSON).',
    '• Create the campaign on a platform: for example "create the campaign on TikTok" or "launch on DV360".',
    '• Analyse, QA or optimise a live campaign: "analyze my DV360 campaign", "QA the campaign", "execute the optimization".',
    '• Answer questions about your campaigns or about any result: just ask.',
    '',
    'Start by uploading an insertion order, or tell me what you would like to do.',
  ].join('\n');
}

/** The answer when the user asks for a platform their account has not enabled. */
export function notEnabledReply(
  platformLabel: string,
  enabledChannels: Readonly<Record<string, boolean>>,
): string {
  const enabled = Object.entries(enabledChannels)
    .filter(([, on]) => on)
    .map(([channel]) => channel);
  return `${platformLabel} is not enabled for this account, so I can't create campaigns there.${
    enabled.length > 0 ? ` Enabled channels: ${enabled.join(', ')}.` : ''
  } An account admin can enable it in the admin settings.`;
}
