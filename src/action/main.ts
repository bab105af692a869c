// Entry point of the bundled action (dist/index.js).
import { run } from './run.ts';

await run();
