// A bounded task's entry when run from the TypeScript sources (tests, tools): worker threads do
// not inherit the tsx loader of the thread that started them, so this registers it, then loads
// the task named in argv (bounded-worker.ts). Compiled (dist/), a task is started directly.
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
