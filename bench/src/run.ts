/**
 * `npm run bench`: runs the benchmarks and prints their figures. BENCH_STRICT=1 exits non-zero
 * when a goal is missed (the figures are informative otherwise: timing goals are not tests).
 */
import { runSearchBench } from './search'

const results = [await runSearchBench()]
process.exit(process.env.BENCH_STRICT === '1' && results.some((result) => !result.ok) ? 1 : 0)
