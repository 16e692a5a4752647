import { defineParameterType } from '@cucumber/cucumber';
import type { FileRef } from './briefcase-words';

/** A briefcase file: "its name", or the first result of a Workflow section ("the IO result"). */
defineParameterType({
  name: 'file',
  regexp: /"([^"]*)"|the (Campaign|Launch Configuration|Creative|IO) result/,
  transformer: (name: string | undefined, section: string | undefined): FileRef =>
    name !== undefined && name !== null ? { name } : ({ firstIn: section } as FileRef),
});

defineParameterType({
  name: 'section',
  regexp: /Campaign|Launch Configuration|Creative|IO/,
});

defineParameterType({
  name: 'briefcaseTab',
  regexp: /Workflow|Uploaded/,
});

defineParameterType({
  name: 'renameEnding',
  regexp: /presses Enter|leaves the field|presses Escape/,
});
