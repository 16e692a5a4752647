import type { IObservableValue } from 'mobx';
import { feature, useFeature } from '../app/features';
import type { RunEndNotices } from './RunEndNotices';

/**
 * The ends of runs the user did not see, once the orchestration view models have loaded (the first
 * run seen, or /status): null until then, so the frame carries none of their code before.
 */
export const RunEndsFeature = feature<IObservableValue<RunEndNotices | null>>('run ends');

export const useRunEnds = (): RunEndNotices | null => useFeature(RunEndsFeature).get();
