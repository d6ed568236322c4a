import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { stringify } from 'yaml';
import { editorConfig, type EditorBackend } from '../lib/content/editor/config.ts';

/** Where the editor lives in the build. */
const EDITOR_FOLDER = 'admin';
/** Sveltia CMS's one-file build, served from the site (never a third-party CDN). */
const BUNDLE = 'sveltia-cms.js';

/** The page that loads the editor: nothing of the public site, so none of its scripts, and not indexed. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
    <link href="/${EDITOR_FOLDER}/config.yml" type="application/yaml" rel="cms-config-url" />
  </head>
  <body>
    <script src="/${EDITOR_FOLDER}/${BUNDLE}"></script>
  </body>
</html>
`;

/** owner/name of the GitHub repository `origin` points at, if it does. */
function originRepository(root: string): string | undefined {
  try {
    const url = execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return /github\.com[:/]([^/]+\/[^/]+?)(?:\.git)?$/.exec(url)?.[1];
  } catch {
    return undefined;
  }
}

/** The repository, branch and sign-in service the editor saves through (docs/editors.md, "Set-up"). */
function editorBackendFrom(env: Record<string, string | undefined>, root: string, siteUrl: string) {
  const repo = env.CMS_GITHUB_REPO ?? originRepository(root);
  return {
    repo,
    backend: {
      repo: repo ?? 'OWNER/REPOSITORY',
      branch: env.CMS_GITHUB_BRANCH ?? 'main',
      authUrl: env.CMS_AUTH_URL,
      siteUrl,
    } satisfies EditorBackend,
  };
}

/**
 * /admin/: Sveltia CMS with its config made from the content schemas at every build (src/lib/content/editor/), so
 * the editor's forms are always the schemas'. Only /admin/ loads its JavaScript. Listed before precompress, which
 * compresses the bundle.
 */
export const contentEditor = (settings: { siteUrl: string }): AstroIntegration => ({
  name: 'launchpad:content-editor',
  hooks: {
    'astro:build:done': async ({ dir, logger }) => {
      const root = process.cwd();
      const { repo, backend } = editorBackendFrom(process.env, root, settings.siteUrl);
      if (!repo) logger.warn('CMS_GITHUB_REPO is not set and origin is not on GitHub: /admin/ cannot save until it is');
      const folder = path.join(fileURLToPath(dir), EDITOR_FOLDER);
      await mkdir(folder, { recursive: true });
      const header = '# Made by the build from the content schemas (src/lib/content/editor/): edit those, not this.\n';
      await writeFile(path.join(folder, 'config.yml'), header + stringify(editorConfig(backend)));
      await writeFile(path.join(folder, 'index.html'), PAGE);
      const require = createRequire(import.meta.url);
      const packageMain = require.resolve('@sveltia/cms');
      const bundle = path.join(path.dirname(packageMain), '..', 'dist', BUNDLE);
      await copyFile(bundle, path.join(folder, BUNDLE));
      logger.info(`/${EDITOR_FOLDER}/: Sveltia CMS for ${backend.repo} (${backend.branch})`);
    },
  },
});
