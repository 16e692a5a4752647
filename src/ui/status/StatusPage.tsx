import { observer } from 'mobx-react-lite';
import { use, useEffect, useState } from 'react';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import { useViewModels } from '../app/ViewModelsContext';
import type { OrchestrationViewModels } from '../orchestration/OrchestrationViewModels';
import { OrchestrationsSection } from './OrchestrationsSection';
import { StatsSection } from './StatsSection';
import styles from './StatusPage.module.css';

const Page = observer(function Page({ orchestration }: { orchestration: OrchestrationViewModels }) {
  const [page] = useState(() => orchestration.createStatusPage());
  useEffect(() => {
    page.opened();
    return () => page.closed();
  }, [page]);
  return (
    <div className={styles.page}>
      <h1>{STATUS_PAGE_TEXTS.title}</h1>
      <StatsSection page={page} />
      <OrchestrationsSection page={page} />
    </div>
  );
});

/** /status (spec 2 §2.2): its view models load with this lazy chunk. */
function StatusPage() {
  const orchestration = use(useViewModels().loadOrchestration());
  return <Page orchestration={orchestration} />;
}

export default StatusPage;
