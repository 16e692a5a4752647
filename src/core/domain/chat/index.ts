export * from './agent-actions';
export * from './chat-list';
export * from './error-texts';
export * from './granted';
export * from './references';
export * from './send-rules';
export * from './validation-texts';
