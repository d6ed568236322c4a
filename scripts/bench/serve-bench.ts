/** The bench servers' process (bench/servers-process.ts forks it): serves until its parent says stop. */
import { runBenchServers } from '../../src/server/bench/servers.ts';

await runBenchServers();
