import { use } from 'react';
import { feature, useFeature } from '../app/features';
import type { OrchestrationViewModels } from './OrchestrationViewModels';

/** The orchestration screens' view models (/status, runs in the chat), loaded on first call. */
export const OrchestrationFeature = feature<() => Promise<OrchestrationViewModels>>('orchestration');

/** Suspends while the orchestration screens' code and view models load. */
export const useOrchestration = (): OrchestrationViewModels => use(useFeature(OrchestrationFeature)());
