// Runs in the browser before any app code. The edge server's CSP forbids eval, and zod probes
// for it with `new Function('')` when its first object schema is built (the lead forms): the
// probe fails harmlessly but is reported as a CSP violation (Lighthouse counts it as a browser
// issue). Without JIT, zod never probes; its interpreted parsing is plenty for a form.
// zod adopts this global as its config when it loads (zod/v4/core globalConfig); importing its
// `config()` here would add ~5 KB gzip to every page. The security-edge e2e test notices if
// zod stops reading it.
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
