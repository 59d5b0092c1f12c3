// npm run bench -- job-board-statement: what the app spends on a job board search's statement before it reaches the
// driver, per search, with no database: the text its shape shares with its own values filled (repository.renderedSearch,
// what the server runs for a search planned once) against building and rendering the statement from the filters
// (searchSql + drizzle's sqlToQuery, what the server ran before, and still runs for the searches planned per call).
// Both in one process, in alternating blocks; CPU per search from process.cpuUsage, so the collector's work counts.
import { PgDialect } from 'drizzle-orm/pg-core';
import {
  emptyBoardFilters,
  nearTuning,
  renderedSearch,
  searchSql,
  type PlacedFilters,
} from '../apps/server/src/modules/job-board/repository.ts';
import { printFigure } from './support.ts';

const blocks = Number(process.env.BENCH_BLOCKS ?? 20);
const perBlock = 2000;
const dialect = new PgDialect();
// 25 miles of 80202, placed as the database writes the point and its box (the values do not change the work).
const origin = {
  latitude: 39.7541,
  longitude: -104.9998,
  radiusMeters: 25 * 1609.344,
  here: '(-1268568.3316837, -4804164.6298958, 4059893.7807939)',
  box: '(-1308801.8950693, -4844398.1932814, 4019660.2174083),(-1228334.7682981, -4763931.0665102, 4100127.3441795)',
};
const searches: Record<string, PlacedFilters> = {
  "'nurse' + 25 mi of 80202": { ...emptyBoardFilters, words: ['nurse'], origin },
  '25 mi of 80202': { ...emptyBoardFilters, origin },
  'whole board, newest first': { ...emptyBoardFilters, origin: null },
};

function cpuMicrosPerSearch(run: () => unknown) {
  const started = process.cpuUsage();
  for (let index = 0; index < perBlock; index += 1) run();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / perBlock;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export function benchJobBoardStatement() {
  for (const [name, filters] of Object.entries(searches)) {
    const built: number[] = [];
    const filled: number[] = [];
    for (let block = 0; block < blocks; block += 1) {
      built.push(cpuMicrosPerSearch(() => dialect.sqlToQuery(searchSql(filters, nearTuning))));
      filled.push(cpuMicrosPerSearch(() => renderedSearch(filters, nearTuning)));
    }
    // The first blocks warm the JIT; the medians leave them out.
    printFigure(`${name}: built and rendered, CPU per search`, median(built.slice(2)), 'µs');
    printFigure(`${name}: shape's text filled, CPU per search`, median(filled.slice(2)), 'µs');
    printFigure(`${name}: ratio built / filled`, median(built.slice(2)) / median(filled.slice(2)), 'x');
  }
}
