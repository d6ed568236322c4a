import { describe, expect, it } from 'vitest';
import { COLLECT_EVERY_BYTES, deadBufferCollector } from './dead-buffers.ts';

describe('collecting the dead buffers of uploads', () => {
  it('collects once per COLLECT_EVERY_BYTES received, counting every upload together', () => {
    let collections = 0;
    const received = deadBufferCollector(() => collections++);
    const chunk = 64 * 1024;
    for (let i = 0; i < (3 * COLLECT_EVERY_BYTES) / chunk - 1; i++) received(chunk);
    expect(collections).toBe(2);
    received(chunk);
    expect(collections).toBe(3);
  });

  it('does nothing where the server was started without a collector to call', () => {
    expect(() => deadBufferCollector(null)(10 * COLLECT_EVERY_BYTES)).not.toThrow();
  });
});
