import { use } from 'react';
import { feature, useFeature } from '../app/features';
import type { AdminViewModels } from './AdminViewModels';

/** The administration area (code and view models), loaded with /admin the first time. */
export const AdminFeature = feature<() => Promise<AdminViewModels>>('administration');

/** Suspends while the administration area loads. */
export const useAdmin = (): AdminViewModels => use(useFeature(AdminFeature)());
