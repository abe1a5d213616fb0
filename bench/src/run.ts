/**
 * `npm run bench`: runs the benchmarks and prints their figures. BENCH_STRICT=1 exits non-zero
 * when a goal is missed (the figures are informative otherwise: timing goals are not tests).
 */
import { runBookingBench } from './bookings'
import { runChatBench } from './chat'
import { runLighthouseBench } from './lighthouse'
import { runPartnerBench } from './partners'
import { runProcessBench } from './processes'
import { runSearchBench } from './search'
import { runSeedBench } from './seed-throughput'
import { runSiteLoadBench } from './site-load'

// BENCH_ONLY=search|bookings|processes|chat|site|lighthouse|partners|seed runs one of them.
const only = process.env.BENCH_ONLY
const results = [
  ...(only && only !== 'search' ? [] : [await runSearchBench()]),
  ...(only && only !== 'bookings' ? [] : [await runBookingBench()]),
  ...(only && only !== 'processes' ? [] : [await runProcessBench()]),
  ...(only && only !== 'chat' ? [] : [await runChatBench()]),
  ...(only && only !== 'site' ? [] : [await runSiteLoadBench()]),
  ...(only && only !== 'lighthouse' ? [] : [await runLighthouseBench()]),
  ...(only && only !== 'seed' ? [] : [await runSeedBench()]),
  ...(only && only !== 'partners' ? [] : [await runPartnerBench()]),
]
process.exit(process.env.BENCH_STRICT === '1' && results.some((result) => !result.ok) ? 1 : 0)
