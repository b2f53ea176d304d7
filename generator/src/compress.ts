import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { listFiles } from './app-files.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Extensions of the text assets that get precompressed siblings (`x.js.br`, `x.js.gz`). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|map|webmanifest)$/;

/** Files smaller than this (bytes) are not worth a compressed copy (headers cost more than they save). */
export const MIN_COMPRESS_BYTES = 256;

/** One text asset and the sizes of its copies (bytes). */
export type CompressedAsset = { file: string; bytes: number; br: number; gzip: number };

/**
 * Writes `<file>.br` (Brotli, quality 10, text mode: 2.8 % larger than quality 11 at less than half its CPU — 0.9 s vs 2.1 s for harbour — which matters for the 3 s build budget) and `<file>.gz` (gzip level 9) beside every text
 * asset of a built app (`COMPRESSIBLE`, at least `MIN_COMPRESS_BYTES`), so a server can send them as they
 * are with `Content-Encoding` (generator/src/serve.ts; STACK gotcha 16: a plain Node server does not
 * compress). A copy that would not be smaller than the original is not written. Runs the compressions
 * concurrently on libuv's thread pool.
 * @returns one entry per compressed asset, `file` relative to `dir` (POSIX separators).
 */
export async function compressAssets(dir: string): Promise<CompressedAsset[]> {
  const files = listFiles(dir).filter((rel) => COMPRESSIBLE.test(rel));
  const done = await Promise.all(
    files.map(async (rel): Promise<CompressedAsset | null> => {
      const full = path.join(dir, rel);
      const info = await stat(full);
      if (info.size < MIN_COMPRESS_BYTES) return null;
      const body = await readFile(full);
      const [br, gzipped] = await Promise.all([
        brotli(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 10,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gz(body, { level: 9 }),
      ]);
      const writes: Array<Promise<void>> = [];
      if (br.length < body.length) writes.push(writeFile(`${full}.br`, br));
      if (gzipped.length < body.length) writes.push(writeFile(`${full}.gz`, gzipped));
      await Promise.all(writes);
      return { file: rel, bytes: body.length, br: br.length, gzip: gzipped.length };
    }),
  );
  return done.filter((a): a is CompressedAsset => a !== null);
}

/** The precompressed codings a server can answer with. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The precompressed codings an `Accept-Encoding` header allows, best first (Brotli, then gzip), per
 * RFC 9110 §12.5.3: tokens with an optional `;q=`, `q=0` refuses, `*` allows any coding not named,
 * `x-gzip` is gzip. Empty when neither is acceptable or the header is absent (send the identity body).
 */
export function acceptedEncodings(acceptEncoding: string | null | undefined): ContentCoding[] {
  if (!acceptEncoding) return [];
  const q = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(token, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: ContentCoding) =>
    q.get(coding) ?? (coding === 'gzip' ? q.get('x-gzip') : undefined) ?? q.get('*') ?? 0;
  return (['br', 'gzip'] as const).filter((coding) => weight(coding) > 0);
}
