import { ensureBuild } from './lib.mjs';

await ensureBuild();
