import { registerHooks } from 'node:module';

/**
 * Makes the server load drizzle-orm's CommonJS build instead of its ES modules. Measured on Node 24: importing
 * drizzle-orm's ES modules (about 70 files from a package with a 175 KB package.json) allocates enough
 * short-lived large strings to grow V8's young generation to its 128 MB maximum, and it never shrinks while
 * the server idles; the same modules loaded through require() leave it at a few MB. That is about 130 MB
 * of the idle server's memory. Tests and scripts import drizzle-orm normally; each process uses one build only.
 */
registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
      return nextResolve(specifier, { ...context, conditions: ['node', 'require', 'module-sync', 'node-addons'] });
    }
    return nextResolve(specifier, context);
  },
});
