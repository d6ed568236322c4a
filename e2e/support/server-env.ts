import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port of its own, so a product already running on 4321 never answers the tests. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4399);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** A fresh embedded database for every run. */
export const E2E_DATA_DIR = join(tmpdir(), `launchpad-e2e-${E2E_PORT}`);
/** The server's output, where the console SMS provider prints each code. */
export const SERVER_LOG = join(tmpdir(), `launchpad-e2e-${E2E_PORT}.log`);
