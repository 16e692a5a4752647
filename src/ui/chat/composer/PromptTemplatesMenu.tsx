import { observer } from 'mobx-react-lite';
import { LazyMenuButton } from '../menus/LazyMenuButton';
import styles from './Composer.module.css';
import type { ComposerViewModel } from './ComposerViewModel';

/** Ready-made prompts for the account's enabled channels, plus the generic ones (spec 1 §2). */
export const PromptTemplatesMenu = observer(function PromptTemplatesMenu({
  composer,
}: {
  composer: ComposerViewModel;
}) {
  return (
    <LazyMenuButton
      triggerClassName={styles.tool}
      menuClassName={styles.menu}
      side="top"
      entries={composer.templates.map((template) => ({
        key: template.label,
        label: template.label,
        onSelect: () => composer.templatePicked(template),
      }))}
    >
      Prompt templates
    </LazyMenuButton>
  );
});
