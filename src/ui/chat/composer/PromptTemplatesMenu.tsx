import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { observer } from 'mobx-react-lite';
import styles from './Composer.module.css';
import type { ComposerViewModel } from './ComposerViewModel';

/** Ready-made prompts for the account's enabled channels, plus the generic ones (spec 1 §2). */
export const PromptTemplatesMenu = observer(function PromptTemplatesMenu({
  composer,
}: {
  composer: ComposerViewModel;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.tool}>Templates</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          className={styles.menu}
          aria-label="Prompt templates"
          side="top"
          align="start"
          sideOffset={6}
          loop
        >
          {composer.templates.map((template) => (
            <DropdownMenu.Item
              key={template.label}
              className={styles.menuItem}
              onSelect={() => composer.templatePicked(template)}
            >
              {template.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
});
