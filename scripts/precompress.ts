// A step of `npm run build` (issue 26): every fingerprinted text file of <build>/client/assets gets, beside it, its
// brotli (quality 11) and gzip (level 9) forms, `x.js.br` and `x.js.gz`, so the server sends the smallest bytes a
// browser accepts without compressing per request (server/app.ts, express-static-gzip). A form no smaller than
// the file is not written.
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Text the server would otherwise compress per request (images, fonts and sounds are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;

export interface Precompressed {
  file: string;
  raw: number;
  br?: number;
  gz?: number;
}

export function brotli11(data: Buffer): Buffer {
  return brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
}

export function gzip9(data: Buffer): Buffer {
  return gzipSync(data, { level: 9 });
}

/** Writes the forms beside each compressible file of `dir` (its sub-folders too); old forms are replaced. */
export function precompress(dir: string): Precompressed[] {
  const out: Precompressed[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      out.push(...precompress(file));
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    // The server finds a file's forms by cutting the first ".br"/".gz" out of their names (express-static-gzip).
    if (/\.(?:br|gz)/.test(name)) throw new Error(`${name}: a name with ".br" or ".gz" in it would be served wrong once precompressed`);
    const data = readFileSync(file);
    const entry: Precompressed = { file, raw: data.length };
    for (const [extension, compress] of [["br", brotli11], ["gz", gzip9]] as const) {
      const packed = compress(data);
      const target = `${file}.${extension}`;
      if (packed.length < data.length) {
        writeFileSync(target, packed);
        entry[extension] = packed.length;
      } else {
        try {
          unlinkSync(target);
        } catch {
          // none was there
        }
      }
    }
    out.push(entry);
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const dir = path.resolve(process.env.BUILD_DIR ?? "build", "client/assets");
  const files = precompress(dir);
  const sum = (key: "raw" | "br" | "gz") => files.reduce((total, file) => total + (file[key] ?? file.raw), 0);
  console.log(`precompressed ${files.length} files of ${path.relative(process.cwd(), dir)}: ${(sum("raw") / 1024).toFixed(0)} KB raw, ${(sum("gz") / 1024).toFixed(0)} KB gzip 9, ${(sum("br") / 1024).toFixed(0)} KB brotli 11`);
}
