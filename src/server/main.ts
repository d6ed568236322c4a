/** Entry point: `npm run serve`. */
// Registered before the server's modules are resolved, so it applies to all of them (see the file).
import './drizzle-from-commonjs.ts';

await import('./server.ts');
