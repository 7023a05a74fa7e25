import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Compressor } from './search-answers.ts';

/**
 * Compression of API answers on Node, done once per cached answer: brotli at quality 5 (most of quality 11's gain at a
 * small part of its time) and gzip at level 6.
 */
export const nodeCompressor: Compressor = (body, encoding) =>
  encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
      })
    : gzipSync(body, { level: 6 });
