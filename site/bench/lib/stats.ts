/** Small statistics helpers: benchmarks here quote medians (the machines are shared and noisy). */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The value below which `fraction` of the values fall (nearest rank on the sorted values). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

export const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/** A short description of the machine, for the method notes of each report. */
export async function machine(): Promise<string> {
  const os = await import('node:os');
  const cpus = os.cpus();
  const model = cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU';
  return `${cpus.length} × ${model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${os.loadavg()[0]!.toFixed(1)} at start`;
}

export const today = () => new Date().toISOString().slice(0, 10);
