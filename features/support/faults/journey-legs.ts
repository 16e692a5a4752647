import { onTheCampaignPage, onTheCampaignsList } from '../campaigns/drivers';
import { openTheCampaign } from '../campaigns/tasks/openTheCampaign';
import { openTheCampaignsList } from '../campaigns/tasks/openTheCampaignsList';
import { onTheChat } from '../chat/drivers';
import { theMessages } from '../chat/questions/theMessages';
import { openTheChat } from '../chat/tasks/openTheChat';
import { send } from '../chat/tasks/send';
import { EMAILS } from '../questions/demoBackendAnswer/requests';
import { question } from '../questions/Question';
import { signInRefusal } from '../questions/signInRefusal';
import type { JourneyLeg } from './journey';
import { alertTextsOn } from './theAlertsShown';
import { trySigningIn } from './trySigningIn';

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the chat says as the system (its error texts), each once. */
const theChatsSystemTexts = () =>
  question('what the chat says as the system', {
    viewModel: async (_app, actor) => systemTexts(await theMessages().answeredBy(actor)),
    browser: async (_app, actor) => systemTexts(await theMessages().answeredBy(actor)),
  });

const systemTexts = (messages: { speaker: string; text: string }[]) => [
  ...new Set(messages.filter((message) => message.speaker === 'System').map((message) => message.text)),
];

const signedIn = question('signed in', {
  viewModel: async (app) => (await app.currentPath()) !== '/login',
  browser: async (app) => (await app.currentPath()) !== '/login',
});

const signInRefusalLines = question('the sign-in refusal, as a list', {
  viewModel: async (_app, actor) => lines(await signInRefusal().answeredBy(actor)),
  browser: async (_app, actor) => lines(await signInRefusal().answeredBy(actor)),
});

/** The sign-in with the persona's email: the workspace, or the chooser still open (a failure is only logged). */
export const signingIn = (displayName: string): JourneyLeg => {
  const email = EMAILS[displayName];
  if (!email) throw new Error(`No demo persona named ${displayName}`);
  return {
    attempt: trySigningIn(email),
    worked: signedIn,
    errorsShown: signInRefusalLines,
    failsSilently: true,
  };
};

const historyLoaded = question(
  'the chat history loaded',
  onTheChat({
    viewModel: async (chat) => (await chat.shownWorkspace()).thread.historyState === 'loaded',
    browser: async (chat) => (await chat.page.getByRole('alert').count()) === 0,
  }),
);

/** One of the user's chats opened from the sidebar, its history loaded. */
export const openingTheChat = (summary: string): JourneyLeg => ({
  attempt: openTheChat(summary),
  worked: historyLoaded,
  errorsShown: theChatsSystemTexts(),
});

/** A message sent: it shows in the chat with no system error after it. */
export const sending = (text: string): JourneyLeg => ({
  attempt: send(text),
  worked: question('the message went out', {
    viewModel: async (_app, actor) => wentOut(await theMessages().answeredBy(actor), text),
    browser: async (_app, actor) => wentOut(await theMessages().answeredBy(actor), text),
  }),
  errorsShown: theChatsSystemTexts(),
});

const wentOut = (messages: { speaker: string; text: string }[], text: string) => {
  const sentAt = messages.findLastIndex((message) => message.speaker !== 'System' && message.text === text);
  return sentAt >= 0 && !messages.slice(sentAt + 1).some((message) => message.speaker === 'System');
};

/** The campaigns list opened: its rows, or its warning. */
export const openingTheCampaigns = (): JourneyLeg => {
  const errorsShown = question(
    'what the campaigns list warns, as a list',
    onTheCampaignsList({
      viewModel: async ({ campaigns }) =>
        lines([campaigns.actions.error, campaigns.loadError, campaigns.noAccount].filter(Boolean).join('\n')),
      browser: async ({ page }) => alertTextsOn(page),
    }),
  );
  return {
    attempt: openTheCampaignsList(),
    worked: question('the campaigns list loaded', {
      viewModel: async (_app, actor) => (await errorsShown.answeredBy(actor)).length === 0,
      browser: async (_app, actor) => (await errorsShown.answeredBy(actor)).length === 0,
    }),
    errorsShown,
  };
};

const campaignPageProblem = question(
  'what the campaign page shows as its problem',
  onTheCampaignPage({
    viewModel: async ({ page }) => lines(page.problem?.text ?? ''),
    browser: async ({ page }) => alertTextsOn(page),
  }),
);

const campaignPageLoaded = question('the campaign page loaded', {
  viewModel: async (_app, actor) => (await campaignPageProblem.answeredBy(actor)).length === 0,
  browser: async (_app, actor) => (await campaignPageProblem.answeredBy(actor)).length === 0,
});

/** A campaign's page opened: the campaign, or the panel saying why not. */
export const openingTheCampaign = (address: string): JourneyLeg => ({
  attempt: openTheCampaign(address),
  worked: campaignPageLoaded,
  errorsShown: campaignPageProblem,
});
