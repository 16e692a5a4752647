import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { STATUS_PAGE_TEXTS } from '../../core/domain/orchestration-run/texts';
import type { OrchestrationViewModels } from '../orchestration/OrchestrationViewModels';
import { useOrchestration } from '../orchestration/orchestration-feature';
import { OrchestrationsSection } from './OrchestrationsSection';
import { StatsSection } from './StatsSection';
import styles from './StatusPage.module.css';

const Page = observer(function Page({ orchestration }: { orchestration: OrchestrationViewModels }) {
  const [page] = useState(() => orchestration.createStatusPage(() => window.location.reload()));
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
  const orchestration = useOrchestration();
  return <Page orchestration={orchestration} />;
}

export default StatusPage;
