/** Content codings the server can produce for API answers, best first. */
export const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/**
 * The coding to answer with, from a request's Accept-Encoding (RFC 9110 §12.5.3): the client's highest-q coding among
 * `available` (all of ours by default), br before gzip on equal q; `*` stands for any coding not named; q=0 refuses.
 * undefined: send the body as is.
 */
export function preferredEncoding(
  acceptEncoding: string | undefined | null,
  available: readonly Encoding[] = ENCODINGS,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: Encoding | undefined;
  let bestWeight = 0;
  for (const encoding of ENCODINGS.filter((candidate) => available.includes(candidate))) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
