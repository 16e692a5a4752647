export { SuggestedNextSteps, type SuggestedNextStepsProps } from './SuggestedNextSteps';
