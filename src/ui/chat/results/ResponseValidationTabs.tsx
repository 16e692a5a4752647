import * as Tabs from '@radix-ui/react-tabs';
import { type ReactNode, useState } from 'react';
import type { ValidationReport } from '../../../core/domain/chat/validation-block';
import styles from './ResponseValidationTabs.module.css';
import { RESULT_TABS, type ResultTab } from './result-tabs';
import { ValidationPanel } from './ValidationPanel';

export interface ResponseValidationTabsProps {
  validation: ValidationReport;
  /** The Message's stored activeTab; anything but 'validation' shows the response. Omit to let the tabs keep their own choice. */
  activeTab?: string;
  onTabChange?: (tab: ResultTab) => void;
  /** The Response tab's content. */
  children: ReactNode;
}

function asTab(value: string | undefined): ResultTab {
  return value === 'validation' ? 'validation' : 'response';
}

/** Response / Validation tabs for a result that carries validation data (spec 1 §2 "Message list"). */
export function ResponseValidationTabs({
  validation,
  activeTab,
  onTabChange,
  children,
}: ResponseValidationTabsProps) {
  const [ownChoice, setOwnChoice] = useState<ResultTab>('response');
  const current = activeTab === undefined ? ownChoice : asTab(activeTab);
  const choose = (value: string) => {
    const tab = asTab(value);
    setOwnChoice(tab);
    onTabChange?.(tab);
  };
  return (
    <Tabs.Root value={current} onValueChange={choose} className={styles.root}>
      <Tabs.List className={styles.list} aria-label="Result views">
        {RESULT_TABS.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} className={styles.trigger}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="response" className={styles.content}>
        {children}
      </Tabs.Content>
      <Tabs.Content value="validation" className={styles.content}>
        <ValidationPanel report={validation} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
