import { defineParameterType } from '@cucumber/cucumber';
import type { ResultKind } from './chat-words';

/** Which result a step talks about: the latest, or the latest of a kind. */
defineParameterType({
  name: 'result',
  regexp: /the result|the campaign details|the launch configuration/,
  transformer: (words: string) => words as ResultKind,
});

defineParameterType({
  name: 'chatRenameEnding',
  regexp: /presses Enter|presses Escape/,
  transformer: (words: string) => words as 'presses Enter' | 'presses Escape',
});
