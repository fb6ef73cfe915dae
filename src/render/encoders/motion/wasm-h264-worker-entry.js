// The WebAssembly H.264 encoder's thread entry when running TypeScript (tests, tools): worker threads
// do not inherit the tsx loader of the thread that started them, so this registers it first.
import { register } from 'tsx/esm/api';

register();
await import('./wasm-h264-worker.ts');
