export { createInProcessFetch, MEMORY_BASE_URL } from './createInProcessFetch';
export {
  createMemoryBackend,
  MEMORY_API_KEY,
  type MemoryBackend,
  type MemoryBackendOptions,
} from './createMemoryBackend';
