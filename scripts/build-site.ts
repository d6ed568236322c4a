/**
 * `npm run build`: `astro build` beside dist/, swapped in only when it succeeds (scripts/build/swap-build.ts), so a
 * failed build leaves the last good site in dist/ and `npm start` keeps serving it. Arguments go to `astro build`;
 * SITE_DIR names another folder than dist/.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAndSwap } from './build/swap-build.ts';

const root = path.resolve(import.meta.dirname, '..');
const siteDir = path.resolve(root, process.env.SITE_DIR ?? 'dist');
const astro = path.join(root, 'node_modules/astro/bin/astro.mjs');

const code = await buildAndSwap(
  siteDir,
  (outDir) =>
    new Promise((done) => {
      const child = spawn(process.execPath, [astro, 'build', '--outDir', outDir, ...process.argv.slice(2)], {
        cwd: root,
        stdio: 'inherit',
      });
      child.on('close', (status) => done(status ?? 1));
    }),
);
const shown = path.relative(root, siteDir) || siteDir;
if (code !== 0) console.error(`[build] The build failed: ${shown}/ still holds the last good build.`);
process.exit(code);
