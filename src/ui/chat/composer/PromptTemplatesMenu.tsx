import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { LazyMenuButton } from '../menus/LazyMenuButton';
import styles from './Composer.module.css';
import type { ComposerViewModel } from './ComposerViewModel';
import type { PromptTemplate } from './prompt-templates';

/**
 * Ready-made prompts for the account's enabled channels, plus the generic ones (spec 1 §2). Their
 * list loads with the menu (hovered, focused or pressed), not with the chat.
 */
export const PromptTemplatesMenu = observer(function PromptTemplatesMenu({
  composer,
}: {
  composer: ComposerViewModel;
}) {
  const [templates, setTemplates] = useState<readonly PromptTemplate[]>([]);
  return (
    <LazyMenuButton
      triggerClassName={styles.tool}
      menuClassName={styles.menu}
      side="top"
      prepare={() => composer.templates().then(setTemplates)}
      entries={templates.map((template) => ({
        key: template.label,
        label: template.label,
        onSelect: () => composer.templatePicked(template),
      }))}
    >
      Prompt templates
    </LazyMenuButton>
  );
});
