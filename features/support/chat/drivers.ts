import { drivenBy, onlyInThePage, onlyOnTheViewModels } from '../actors/drivers';
import { BrowserChat } from './BrowserChat';
import { BrowserChatList } from './BrowserChatList';
import { BrowserResults } from './BrowserResults';
import { BrowserSlowBackend } from './BrowserSlowBackend';
import { ViewModelChat } from './ViewModelChat';
import { ViewModelSlowBackend } from './ViewModelSlowBackend';

/** The chat workspace: its view models, or the page. */
export const onTheChat = drivenBy(ViewModelChat, BrowserChat);
/** The sidebar's chats: the chat list view model of the chat's page load, or the sidebar. */
export const onTheChatList = drivenBy(ViewModelChat, BrowserChatList);
/** The chat's results: their action bars' view models, or the results drawn in the page. */
export const onTheResults = drivenBy(ViewModelChat, BrowserResults);
/** The demo backend's pace: the in-process backend's calls, or the page's requests. */
export const onTheDemoBackend = drivenBy(ViewModelSlowBackend, BrowserSlowBackend);
/** What only the view-model level can see of the backend's calls. */
export const onTheBackendCalls = onlyOnTheViewModels(ViewModelSlowBackend);
/** What only the view-model level can see of the chat (passing states, renewed links). */
export const onTheChatViewModels = onlyOnTheViewModels(ViewModelChat);
/** What only the page shows of the chat (how its texts are drawn). */
export const onTheChatPage = onlyInThePage(BrowserChat);
