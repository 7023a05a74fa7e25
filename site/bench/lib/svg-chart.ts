/**
 * Small-multiple line charts as a standalone SVG (no dependencies): one panel per metric, the x axis logarithmic (site
 * size in pages), the y axis linear from 0, a legend per panel and an optional dashed target line. Used for bench/results/scale.svg.
 */
export interface Series {
  label: string;
  color: string;
  /** One value per x; null where not measured. */
  values: Array<number | null>;
}

export interface Panel {
  title: string;
  unit: string;
  series: Series[];
  target?: { value: number; label: string };
}

const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A round tick step so that four steps cover `value`. */
function niceStep(value: number): number {
  const raw = value > 0 ? value / 4 : 0.25;
  const power = 10 ** Math.floor(Math.log10(raw));
  for (const step of [1, 2, 2.5, 5, 10]) if (raw <= step * power) return step * power;
  return 10 * power;
}

const format = (value: number) =>
  value >= 100
    ? Math.round(value).toLocaleString('en-US')
    : value >= 10
      ? value.toFixed(1).replace(/\.0$/, '')
      : value.toFixed(2).replace(/0$/, '').replace(/\.0?$/, '');

export function smallMultiples(options: {
  title: string;
  subtitle: string;
  xs: number[];
  xLabel: (x: number) => string;
  panels: Panel[];
  columns?: number;
}): string {
  const columns = options.columns ?? 3;
  const panelWidth = 300;
  const panelHeight = 240;
  const margin = { top: 52, right: 40, bottom: 40, left: 56 };
  const rows = Math.ceil(options.panels.length / columns);
  const width = columns * panelWidth + 20;
  const height = rows * panelHeight + 60;
  const logs = options.xs.map((x) => Math.log10(x));
  const minLog = Math.min(...logs);
  const maxLog = Math.max(...logs);
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="11">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="10" y="22" font-size="16" font-weight="600" fill="#1f2328">${escape(options.title)}</text>`,
    `<text x="10" y="40" fill="#4b535d">${escape(options.subtitle)}</text>`,
  );
  options.panels.forEach((panel, index) => {
    const originX = (index % columns) * panelWidth + 10;
    const originY = Math.floor(index / columns) * panelHeight + 50;
    const plotWidth = panelWidth - margin.left - margin.right;
    const plotHeight = panelHeight - margin.top - margin.bottom;
    const values = panel.series.flatMap((series) => series.values.filter((value): value is number => value !== null));
    const step = niceStep(Math.max(...values, panel.target?.value ?? 0) * 1.05);
    const yMax = step * 4;
    const x = (value: number) =>
      originX + margin.left + ((Math.log10(value) - minLog) / (maxLog - minLog || 1)) * plotWidth;
    const y = (value: number) => originY + margin.top + plotHeight - (value / yMax) * plotHeight;
    out.push(
      `<g>`,
      `<text x="${originX + margin.left}" y="${originY + 20}" font-size="12" font-weight="600" fill="#1f2328">${escape(panel.title)} (${escape(panel.unit)})</text>`,
    );
    // The panel's legend, under its title.
    let legendX = originX + margin.left;
    for (const series of panel.series) {
      out.push(
        `<rect x="${legendX}" y="${originY + 28}" width="12" height="3" fill="${series.color}"/>`,
        `<text x="${legendX + 16}" y="${originY + 33}" fill="#1f2328">${escape(series.label)}</text>`,
      );
      legendX += 26 + series.label.length * 5.6;
    }
    for (let tick = 0; tick <= 4; tick++) {
      const value = step * tick;
      out.push(
        `<line x1="${originX + margin.left}" y1="${y(value)}" x2="${originX + margin.left + plotWidth}" y2="${y(value)}" stroke="#e6e8eb"/>`,
        `<text x="${originX + margin.left - 6}" y="${y(value) + 4}" text-anchor="end" fill="#5f6873">${format(value)}</text>`,
      );
    }
    for (const xValue of options.xs) {
      out.push(
        `<line x1="${x(xValue)}" y1="${originY + margin.top + plotHeight}" x2="${x(xValue)}" y2="${originY + margin.top + plotHeight + 4}" stroke="#5f6873"/>`,
        `<text x="${x(xValue)}" y="${originY + margin.top + plotHeight + 16}" text-anchor="middle" fill="#5f6873">${escape(options.xLabel(xValue))}</text>`,
      );
    }
    out.push(
      `<text x="${originX + margin.left + plotWidth / 2}" y="${originY + panelHeight - 8}" text-anchor="middle" fill="#5f6873">pages (log scale)</text>`,
    );
    if (panel.target) {
      out.push(
        `<line x1="${originX + margin.left}" y1="${y(panel.target.value)}" x2="${originX + margin.left + plotWidth}" y2="${y(panel.target.value)}" stroke="#b91c1c" stroke-dasharray="4 3"/>`,
        `<text x="${originX + margin.left + 4}" y="${y(panel.target.value) - 4}" fill="#b91c1c">${escape(panel.target.label)}</text>`,
      );
    }
    for (const series of panel.series) {
      const points = series.values
        .map((value, i) => (value === null ? null : ([x(options.xs[i]!), y(value), value] as const)))
        .filter((point) => point !== null);
      if (points.length > 1) {
        out.push(
          `<polyline fill="none" stroke="${series.color}" stroke-width="2" points="${points.map(([px, py]) => `${px.toFixed(1)},${py.toFixed(1)}`).join(' ')}"/>`,
        );
      }
      for (const [px, py, value] of points) {
        out.push(
          `<circle cx="${px.toFixed(1)}" cy="${py.toFixed(1)}" r="3" fill="${series.color}"><title>${escape(series.label)}: ${format(value)} ${escape(panel.unit)}</title></circle>`,
        );
        out.push(
          `<text x="${(px + 5).toFixed(1)}" y="${(py - 5).toFixed(1)}" fill="${series.color}" font-size="10">${format(value)}</text>`,
        );
      }
    }
    out.push(`</g>`);
  });
  out.push('</svg>', '');
  return out.join('\n');
}
