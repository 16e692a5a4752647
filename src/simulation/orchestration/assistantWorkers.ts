import { STEP_KEYS } from '../../core/domain/orchestration-run/steps';
import { buildLaunchConfiguration } from '../assistant/campaign-launcher/launch-configuration';
import { processCampaign } from '../assistant/campaign-processor/campaign-processor';
import { languageOf } from '../assistant/conversation/language';
import { processCreatives } from '../assistant/creative-processor/creative-processor';
import { createOnPlatform } from '../assistant/platform-api/create-on-platform';
import type { AssistantRequest } from '../assistant/shared/assistant-contract';
import { filesOfKind } from '../assistant/shared/attachment-kinds';
import type { BuildContext } from '../assistant/shared/build-context';
import { platformById } from '../assistant/shared/platform-catalog';
import { phrasesIn } from '../assistant/shared/result-phrases/result-phrases';
import type { ApiResultJson, CreativeResultJson, LaunchResultJson } from '../assistant/shared/result-shapes';
import { createRandom } from '../assistant/shared/seeded-random';
import { validationIssuesOf, validationStatusOf } from '../assistant/shared/validation-block';
import { platformLinkFields, sdfFilesFor } from './platform-links';
import { salesforceOpportunity } from './salesforce';
import type { DemoRun, StepKey, StepOutcome, StepWorkers } from './types';

const SALT: Readonly<Record<StepKey, number>> = { campaign: 11, creative: 23, launcher: 37, api: 53 };

function contextFor(
  run: DemoRun,
  step: StepKey,
  at: number,
  overrides: Partial<AssistantRequest> = {},
): BuildContext {
  const request: AssistantRequest = {
    text: run.input.text,
    attachments: run.input.attachments,
    documentText: run.input.documentText,
    references: run.input.references,
    ...(run.input.latestResult ? { latestResult: run.input.latestResult } : {}),
    enabledChannels: run.input.enabledChannels,
    ...(run.input.currency ? { currency: run.input.currency } : {}),
    seed: run.seed + SALT[step],
    ...overrides,
  };
  return { request, random: createRandom(request.seed), now: new Date(at) };
}

const labelOf = (platform: string) => platformById(platform)?.label ?? platform;

/** The campaign step reads the IO; errors of its validation (budgets that do not add up …) fail the run. */
function campaignStep(run: DemoRun, at: number): StepOutcome {
  const result = processCampaign(contextFor(run, 'campaign', at));
  const json = result.jsonResponse;
  if (validationStatusOf(json) === 'failed') {
    const issues = validationIssuesOf(json);
    return {
      ok: false,
      error: `The insertion order did not pass validation: ${issues.join(' ')}`.trim(),
      output: json,
    };
  }
  return { ok: true, output: json };
}

function creativeStep(run: DemoRun, at: number): StepOutcome {
  if (filesOfKind(run.input.attachments, 'creative').length === 0) return { ok: true, output: undefined };
  return { ok: true, output: processCreatives(contextFor(run, 'creative', at)).jsonResponse };
}

/**
 * The launcher applies the launch template as given when one was sent (the run's IO was read by
 * the campaign step; the template decides the launch), else builds a configuration from the IO read.
 */
function launcherStep(run: DemoRun, at: number): StepOutcome {
  const target = run.workflow === 'salesforce-orchestration' ? labelOf(run.platform) : run.platform;
  const hasTemplate = filesOfKind(run.input.attachments, 'launch-template').length > 0;
  const context = contextFor(run, 'launcher', at, {
    text: hasTemplate ? 'Apply the launch template' : `Build the launch configuration for ${target}`,
    references: [],
    ...(hasTemplate
      ? {}
      : {
          latestResult: {
            messageId: run.messageId,
            action: 'campaign-processor',
            jsonResponse: run.outputs.campaign,
          },
        }),
  });
  if (hasTemplate) delete context.request.latestResult;
  return { ok: true, output: buildLaunchConfiguration(context).jsonResponse };
}

function apiStep(run: DemoRun, at: number): StepOutcome {
  if (run.input.outagePlatforms.includes(run.platform)) {
    return {
      ok: false,
      error: `The ${labelOf(run.platform)} API did not answer (sandbox outage). Try again later or choose another platform.`,
      output: { success: false, platform: run.platform, errors: ['Sandbox outage: 503 Service Unavailable'] },
    };
  }
  const launch = run.outputs.launcher as LaunchResultJson | undefined;
  if (run.workflow === 'salesforce-orchestration') {
    return { ok: true, output: salesforceOpportunity(launch, createRandom(run.seed + SALT.api), at) };
  }
  const platform = platformById(run.platform);
  const context = contextFor(run, 'api', at, {
    references: [],
    latestResult: { messageId: run.messageId, action: 'campaign-launcher', jsonResponse: launch },
  });
  const json = createOnPlatform(context, platform?.apiAction ?? 'dv360-api', run.platform)
    .jsonResponse as ApiResultJson;
  const apiResult = {
    ...json,
    ...(json.success
      ? {
          campaigns: [
            { campaign_id: json.campaign_id, campaign_url: json.campaign_url, name: launch?.campaign_name },
          ],
          ...platformLinkFields(run.platform, json.campaign_url),
          ...sdfFilesFor(run.platform, json.campaign_id),
        }
      : {}),
  };
  if (!json.success) {
    return { ok: false, error: json.errors?.join(' ') || json.summary, output: apiResult };
  }
  return { ok: true, output: apiResult };
}

/** What the run created, as the chat's next steps (screenshots, reporting …) read it. */
function launchFacts(launch: LaunchResultJson) {
  return {
    campaign_name: launch.campaign_name,
    advertiser: launch.advertiser,
    total_budget: launch.total_budget,
    currency: launch.currency,
    flight_start_date: launch.flight_start_date,
    flight_end_date: launch.flight_end_date,
  };
}

function creativeFacts(creatives: CreativeResultJson | undefined) {
  if (!creatives?.creatives?.length) return {};
  return {
    creatives: creatives.creatives.map((creative) => ({
      name: creative.creative_name,
      size: creative.dimensions,
      format: creative.format,
    })),
  };
}

/** The steps of fast-track, shell and Salesforce runs, built from the demo assistant's own agents. */
export const assistantWorkers: StepWorkers = {
  work(step, run, at) {
    if (step === 'campaign') return campaignStep(run, at);
    if (step === 'creative') return creativeStep(run, at);
    if (step === 'launcher') return launcherStep(run, at);
    return apiStep(run, at);
  },

  finalResult(run) {
    const launch = run.outputs.launcher as LaunchResultJson | undefined;
    const steps = STEP_KEYS.filter((key) => run.workflow === 'fast-track' || key !== 'creative').map(
      (key) => {
        const step = run.steps[key];
        const seconds =
          step.startedAt !== undefined && step.finishedAt !== undefined
            ? Math.round((step.finishedAt - step.startedAt) / 1000)
            : 0;
        return { step: key, status: step.status, duration_seconds: seconds };
      },
    );
    const json = {
      summary:
        run.status === 'completed'
          ? `${run.workflow === 'salesforce-orchestration' ? 'Salesforce orchestration' : 'Fast track'} finished on ${labelOf(run.platform)}.`
          : `Stopped at the ${run.steps.api.status === 'failed' ? 'API' : 'first failing'} step: ${run.error ?? ''}`,
      workflow_type: run.workflow,
      platform: run.platform,
      ...(launch ? launchFacts(launch) : {}),
      steps,
      ...creativeFacts(run.outputs.creative as CreativeResultJson | undefined),
      ...(run.outputs.api !== undefined ? { api_result: run.outputs.api } : {}),
    };
    if (run.status !== 'completed')
      return { content: run.error ?? 'An error occurred during processing', jsonResponse: json };
    return {
      content:
        run.workflow === 'salesforce-orchestration'
          ? phrasesIn(languageOf(run.input.text)).opportunityCreated
          : phrasesIn(languageOf(run.input.text)).campaignCreated,
      jsonResponse: json,
    };
  },
};
