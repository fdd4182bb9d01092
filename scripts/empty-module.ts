// Stands in for a module that only guards against the wrong import context ('server-only').
export {};
