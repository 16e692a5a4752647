// The result viewer's public face. The chat loads it on demand, keeping tables, tabs and the
// specialised views out of the first screen's bundle:
//   const ResultView = React.lazy(() => import('./results'));

export type { ResultViewProps } from './ResultView';
export { default } from './ResultView';
export { ResultViewerViewModel } from './ResultViewerViewModel';
export type { ResultTab } from './result-tabs';
