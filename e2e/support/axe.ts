import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe on `page`, run by axe.run in the page itself (AxeBuilder's legacy mode). The default mode opens a second, blank
 * page in the context for every scan to merge the frames' results, which cost a scan a third of its time on the
 * route pages (same violations, passes and incomplete checks either way). The one thing legacy mode gives up is a
 * cross-origin frame's content, and no page the tests scan has one (the workspace's deck frame is same-origin).
 */
export const axeScan = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true);
