/**
 * The site's process: server/start.ts (compiled to build/server.js by `npm run build`). Route matching is
 * memoized by the reviewed patches of `patches/` (patch-package, applied at install; decision 051), not here.
 */
import "./server/start.ts";
