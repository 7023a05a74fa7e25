import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { SearchEngine } from '../../../src/shared/search/engine.ts';
import { preferredEncoding } from '../../../src/server/content-encoding.ts';
import { createApp } from '../../../src/server/app.ts';
import { nodeCompressor } from '../../../src/server/node-compression.ts';
import { createSearchAnswers } from '../../../src/server/search-answers.ts';
import type { SearchResult } from '../../../src/shared/types.ts';

describe('preferredEncoding', () => {
  const cases: Array<[string | undefined, string | undefined]> = [
    [undefined, undefined],
    ['', undefined],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['deflate', undefined],
    ['identity', undefined],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['gzip;q=0', undefined],
    ['gzip;q=abc', undefined],
    [' br ; q=1 ', 'br'],
  ];
  for (const [header, expected] of cases) {
    it(`${JSON.stringify(header)} → ${String(expected)}`, () => expect(preferredEncoding(header)).toBe(expected));
  }
});

/** An engine that counts its calls and answers `count` long results. */
function countingEngine(count = 3) {
  const calls: string[] = [];
  const engine: SearchEngine = {
    search(query) {
      calls.push(query);
      return Array.from({ length: count }, (_, index): SearchResult => ({
        id: `/docs/a/${query}-${index}`,
        metadata: {
          title: `${query} ${index}`,
          path: `/docs/a/${query}-${index}`,
          level: 2,
          type: 'heading',
          content: 'words '.repeat(100),
          documentTitle: 'A',
        },
      }));
    },
  };
  return { engine, calls };
}

describe('createSearchAnswers', () => {
  it('runs the engine once per query and coding, then answers from the cache', () => {
    const { engine, calls } = countingEngine();
    const answers = createSearchAnswers(engine, { compress: nodeCompressor });
    const first = answers.answer('auth', 'br');
    expect(answers.answer('auth', 'br')).toBe(first);
    answers.answer('auth', 'gzip');
    answers.answer('auth', undefined);
    answers.answer('deploy', 'br');
    expect(calls).toEqual(['auth', 'auth', 'auth', 'deploy']);
    expect(answers.stats().entries).toBe(4);
  });

  it('compressed answers decompress to the engine’s JSON', () => {
    const { engine } = countingEngine();
    const answers = createSearchAnswers(engine, { compress: nodeCompressor });
    const json = JSON.stringify(engine.search('x'));
    const br = answers.answer('x', 'br');
    const gzip = answers.answer('x', 'gzip');
    expect(br.encoding).toBe('br');
    expect(gzip.encoding).toBe('gzip');
    expect(brotliDecompressSync(br.body as Uint8Array).toString()).toBe(json);
    expect(gunzipSync(gzip.body as Uint8Array).toString()).toBe(json);
    expect(Buffer.from(answers.answer('x', undefined).body).toString()).toBe(json);
  });

  it('sends small answers and blank queries as they are', () => {
    const { engine, calls } = countingEngine(0);
    const answers = createSearchAnswers(engine, { compress: nodeCompressor });
    for (const answer of [answers.answer('nothing', 'gzip'), answers.answer('', 'br')]) {
      expect(answer.encoding).toBeUndefined();
      expect(Buffer.from(answer.body).toString()).toBe('[]');
    }
    expect(calls).toEqual(['nothing']);
  });

  it('an answer with no results carries the engine’s suggestions, worked out once and cached with it', () => {
    const { engine, calls } = countingEngine(0);
    const asked: string[] = [];
    engine.suggest = (query) => {
      asked.push(query);
      return ['authentication', 'a,b'];
    };
    const answers = createSearchAnswers(engine, { compress: nodeCompressor });
    expect(answers.answer('authetnicaiton', 'br').suggestions).toBe('authentication, a%2Cb');
    expect(answers.answer('authetnicaiton', 'br').suggestions).toBe('authentication, a%2Cb');
    expect(answers.answer('', 'br').suggestions).toBeUndefined();
    expect(calls).toEqual(['authetnicaiton']);
    expect(asked).toEqual(['authetnicaiton']);
  });

  it('an answer with results asks for no suggestions', () => {
    const { engine } = countingEngine(2);
    engine.suggest = () => {
      throw new Error('not asked when there are results');
    };
    expect(createSearchAnswers(engine).answer('auth', undefined).suggestions).toBeUndefined();
  });

  it('without a compressor (Workers) never compresses', () => {
    const { engine } = countingEngine();
    const answers = createSearchAnswers(engine);
    expect(answers.answer('auth', 'br').encoding).toBeUndefined();
    expect(answers.stats().entries).toBe(1);
  });

  it('stays within its byte budget, dropping the least recently used answers', () => {
    const { engine, calls } = countingEngine();
    const oneAnswer = JSON.stringify(engine.search('q0')).length + 100;
    calls.length = 0;
    const answers = createSearchAnswers(engine, { cacheBytes: oneAnswer * 3.5 });
    for (const query of ['q0', 'q1', 'q2']) answers.answer(query, undefined);
    answers.answer('q0', undefined); // q0 becomes the most recent
    answers.answer('q3', undefined); // evicts q1
    answers.answer('q0', undefined);
    answers.answer('q1', undefined);
    expect(calls).toEqual(['q0', 'q1', 'q2', 'q3', 'q1']);
    expect(answers.stats().bytes).toBeLessThanOrEqual(oneAnswer * 3.5);
    expect(answers.stats().entries).toBe(3);
  });

  it('cacheBytes 0 runs the engine every time', () => {
    const { engine, calls } = countingEngine();
    const answers = createSearchAnswers(engine, { cacheBytes: 0 });
    answers.answer('a', undefined);
    answers.answer('a', undefined);
    expect(calls).toEqual(['a', 'a']);
    expect(answers.stats()).toEqual({ entries: 0, bytes: 0 });
  });
});

describe('GET /api/search with compression (as on Node)', () => {
  const { engine } = countingEngine();
  const app = createApp({
    engine,
    serveStatic: () => new Response('static'),
    searchPageTemplate: '',
    compress: nodeCompressor,
  });
  const json = JSON.stringify(engine.search('auth'));

  const cases: Array<[string | undefined, string | null]> = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    [undefined, null],
  ];
  for (const [acceptEncoding, expected] of cases) {
    it(`Accept-Encoding ${String(acceptEncoding)} → ${String(expected)}, Vary, the same JSON`, async () => {
      const response = await app.request('/api/search?query=auth', {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(expected);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
      const bytes = Buffer.from(await response.arrayBuffer());
      const text =
        expected === 'br'
          ? brotliDecompressSync(bytes).toString()
          : expected === 'gzip'
            ? gunzipSync(bytes).toString()
            : bytes.toString();
      expect(text).toBe(json);
    });
  }
});

describe('preferredEncoding among the codings a file has', () => {
  const cases: Array<[string, Array<'br' | 'gzip'>, string | undefined]> = [
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['br', ['gzip'], undefined],
    ['gzip, br', [], undefined],
    ['br;q=0.1, gzip;q=0.9', ['br', 'gzip'], 'gzip'],
  ];
  for (const [header, available, expected] of cases) {
    it(`${header} with ${available.join('+') || 'none'} → ${String(expected)}`, () =>
      expect(preferredEncoding(header, available)).toBe(expected));
  }
});
