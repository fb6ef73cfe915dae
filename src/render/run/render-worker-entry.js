// The pool's worker entry. Worker threads do not inherit the tsx loader of the thread that
// started them (nor vitest's), so this plain JavaScript file registers it and loads the worker.
import { register } from 'tsx/esm/api';

register();
const { default: renderTask } = await import('./render-worker.ts');

export default renderTask;
