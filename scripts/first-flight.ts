/**
 * The home page's first flight: its HTML plus its render-blocking CSS, brotli, from the build's own .br
 * files (`npm run build` first). Exits 1 over FIRST_FLIGHT_BUDGET_BYTES.
 * Usage: npm run bench:first-flight [-- /path ...]
 */
import { FIRST_FLIGHT_BUDGET_BYTES, measureFirstFlight } from './bench/first-flight.ts';

const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
let over = 0;
for (const page of pages.length ? pages : ['/']) {
  const flight = await measureFirstFlight('dist', page);
  const verdict = flight.total > FIRST_FLIGHT_BUDGET_BYTES ? 'over' : 'ok';
  if (verdict === 'over') over++;
  console.log(`${page}: HTML ${flight.htmlBytes} B br`);
  for (const sheet of flight.stylesheets) console.log(`  + ${sheet.href} ${sheet.bytes} B br`);
  console.log(`  = ${flight.total} B of ${FIRST_FLIGHT_BUDGET_BYTES}: ${verdict}`);
}
process.exit(over ? 1 : 0);
