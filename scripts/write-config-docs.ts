import { writeFileSync } from 'node:fs';
import { renderConfigDocs } from '@forecourt/core/config';

export const configDocsPath = new URL('../docs/site-config.md', import.meta.url);

writeFileSync(configDocsPath, renderConfigDocs());
console.log(`Wrote ${configDocsPath.pathname}`);
