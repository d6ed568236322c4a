/**
 * The figures page's flows as the browser runs them: each flow (its state and rules, in its own module and tested
 * there without a browser) given the session's token and the API.
 */
import { autoAssign, downloadExport, getStats } from '../../../lib/organiser-api.ts';
import type { AutoAssignResult } from '../../../shared/organiser-schemas.ts';
import { createRead } from '../common/read.ts';
import { browserSession } from '../common/read-effects.ts';
import { sendWrite } from '../common/send.ts';
import { createAutoAssign } from './auto-assign.ts';
import { createExport } from './export.ts';

/** The dashboard's figures (see ../common/read.ts). */
const stats = createRead(browserSession, getStats);
export const $stats = stats.$read;
export const loadStats = stats.load;

/** "Download CSV" and "Download JSON". */
export const applicationsExport = createExport({
  async download(format) {
    const token = browserSession.token();
    if (token) await downloadExport(token, format);
  },
});

/** Automatic assignment of reviewers; the figures show each reviewer's new load after it. */
export const autoAssignment = createAutoAssign({
  async assign(body) {
    let unassignable: AutoAssignResult['unassignable'] = [];
    const result = await sendWrite(
      (token) => autoAssign(token, body),
      (data) => void (unassignable = data.unassignable),
    );
    return { ...result, unassignable };
  },
  reloadStats: () => stats.load(),
});
