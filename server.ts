/**
 * The site's process: server/start.ts (compiled into build/server.js by `npm run build`). Loaded with import():
 * the package says it has no side effects ("sideEffects": false, for the app's tree shaking), so the bundler would
 * drop a bare `import "./server/start.ts"`. Route matching is memoized by the reviewed patches of `patches/`
 * (patch-package, at install; decision 051), not here.
 */
await import("./server/start.ts");

export {};
