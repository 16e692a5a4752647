export { resolveBaseUrl } from './baseUrl';
export { HttpAuthAdapter } from './HttpAuthAdapter';
export { HttpChatAdapter } from './HttpChatAdapter';
export {
  type BodyRequestOptions,
  HttpClient,
  type HttpClientConfig,
  type RequestOptions,
} from './HttpClient';
