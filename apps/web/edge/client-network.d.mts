// For the app's own tsconfig, which does not read JavaScript: see client-network.mjs.
export declare function getClientNetwork(ip: string): string;
