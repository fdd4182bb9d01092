import { config } from 'zod/v4/core';

// Runs in the browser before any app code. The edge server's CSP forbids eval, and zod probes
// for it with `new Function('')` when its first object schema is built (the lead forms): the
// probe fails harmlessly but is reported as a CSP violation (Lighthouse counts it as a browser
// issue). Without JIT, zod never probes; its interpreted parsing is plenty for a form.
config({ jitless: true });
