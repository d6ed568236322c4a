import { mkdtemp, mkdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { externalBodyScripts } from './external-scripts.ts';

const PAGE =
  '<html><head><script>window.prePaint=1</script></head><body><script>window.order=["runtime"]</script>' +
  '<p>text</p><script type="module">window.order.push("module")</script>' +
  '<script type="module">import "/x.js"</script><script type="application/ld+json">{}</script></body></html>';

describe('externalBodyScripts', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it('moves the body inline scripts into one deferred file, in order, and leaves the head, imports and data', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'external-scripts-'));
    dirs.push(dist);
    await mkdir(path.join(dist, '_astro'));
    const html = await externalBodyScripts(PAGE, dist);
    const src = /<script src="(\/_astro\/page-scripts\.[\w-]{8}\.js)" defer><\/script>/.exec(html)?.[1];
    expect(src).toBeDefined();
    expect(html).toBe(
      `<html><head><script>window.prePaint=1</script></head><body><script src="${src}" defer></script>` +
        '<p>text</p><script type="module">import "/x.js"</script><script type="application/ld+json">{}</script></body></html>',
    );
    const code = await readFile(path.join(dist, src!), 'utf8');
    const window = { order: [] as string[] };
    new Function('window', code)(window);
    expect(window.order).toEqual(['runtime', 'module']);
  });
});
