// The font-parse worker's entry when run from the TypeScript sources (tests, tools): worker threads
// do not inherit the tsx loader of the thread that started them, so this registers it first.
import { register } from 'tsx/esm/api';

register();
await import('./font-parse-task.ts');
