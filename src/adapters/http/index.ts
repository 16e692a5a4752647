export { resolveBaseUrl } from './baseUrl';
export { HttpAdminAdapter } from './HttpAdminAdapter';
export { HttpAuthAdapter } from './HttpAuthAdapter';
export { HttpCampaignAdapter } from './HttpCampaignAdapter';
export { HttpChatAdapter } from './HttpChatAdapter';
export {
  type BodyRequestOptions,
  HttpClient,
  type HttpClientConfig,
  type RequestOptions,
} from './HttpClient';
export { HttpOrchestrationAdapter } from './HttpOrchestrationAdapter';
