// `npm start`: build what is stale, then run API, SPA and job workers in one process.
import { buildWebIfStale } from './web-build.ts';

buildWebIfStale();
await import('../apps/server/src/main.ts');
