// Match engine compute: one customer scored against the full O*NET 29.3 catalogue (1,016 occupations), p50/p95 over
// varied profiles. The opportunities call at 10 clients and the 100,000-customer recompute are not benched yet.
import { performance } from 'node:perf_hooks';
import { skillIds } from '@portal/contracts';
import { explain, scoreAll, type MatchProfile } from '../apps/server/src/modules/my-career/engine.ts';
import { loadOnetCatalogue } from '../apps/server/src/modules/my-career/testing/onet-catalogue.ts';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function benchMyCareer(runs = 500): Promise<void> {
  const onet = await loadOnetCatalogue();
  const { catalogue } = onet;
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const profile = (): MatchProfile => ({
    clusters: {
      strengths: { [String(1 + Math.floor(random() * 16))]: random() },
      saved: [1 + Math.floor(random() * 16)],
    },
    skills: Object.fromEntries(skillIds.map((id) => [id, 1 + Math.floor(random() * 5)])),
    jobs: [
      catalogue.ids[Math.floor(random() * catalogue.size)]!,
      catalogue.ids[Math.floor(random() * catalogue.size)]!,
    ],
    education: 1 + Math.floor(random() * 5),
  });
  for (let i = 0; i < 20; i += 1) scoreAll(catalogue, profile());
  const compute: number[] = [];
  const page: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const given = profile();
    const start = performance.now();
    const scores = scoreAll(catalogue, given);
    compute.push(performance.now() - start);
    const top = [...scores.keys()].sort((a, b) => scores[b]! - scores[a]!).slice(0, 10);
    const explainStart = performance.now();
    for (const index of top) explain(catalogue, given, index);
    page.push(performance.now() - explainStart);
  }
  compute.sort((a, b) => a - b);
  page.sort((a, b) => a - b);
  console.log(
    `my-career compute (${catalogue.size} occupations, all four inputs, ${runs} customers): ` +
      `p50 ${percentile(compute, 0.5).toFixed(2)} ms, p95 ${percentile(compute, 0.95).toFixed(2)} ms (target 20 ms); ` +
      `explaining a page of 10: p95 ${percentile(page, 0.95).toFixed(2)} ms`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMyCareer();
