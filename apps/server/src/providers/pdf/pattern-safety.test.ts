import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { listFixtures, OWN_LISTING_FIXTURES } from '../../../test/fixtures/score-extraction.ts';
import { extractProperty } from './builtin-extractor.ts';
import { INLINE_ADDRESS } from './find-address.ts';
import { EMAIL } from './listing-patterns.ts';
import { readPdfText } from './read-pdf-text.ts';

// Every regular expression the PDF modules run on a document's text must take time linear in the
// text: one pattern that backtracks over overlapping choices let a 3 KB line block the server for
// seconds (docs/decisions/0014-isolated-bounded-pdf-analysis.md). The patterns are collected from the
// source (every literal) and from a run of the extractor over the fixtures (patterns built at run
// time), then each is run on adversarial inputs of two sizes: doubling the input must not much more
// than double the time. The patterns that were found catastrophic are also proven safe by a ReDoS
// checker.

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Modules outside this folder whose patterns also read document text. */
const SHARED_READERS = [path.join(HERE, '../../../../../packages/shared/src/rules/number-words.ts')];

type Pattern = { source: string; flags: string; where: string };

function literalPatterns(): Pattern[] {
  const found: Pattern[] = [];
  const own = readdirSync(HERE).map((file) => path.join(HERE, file));
  for (const filePath of [...own, ...SHARED_READERS]) {
    const file = path.basename(filePath);
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const sf = ts.createSourceFile(file, readFileSync(filePath, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(sf);
        const end = text.lastIndexOf('/');
        found.push({ source: text.slice(1, end), flags: text.slice(end + 1), where: file });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

/** Patterns the extractor actually runs (including those it builds at run time) on the fixtures. */
async function patternsInUse(): Promise<Pattern[]> {
  const texts: string[] = [];
  for (const fixture of listFixtures(OWN_LISTING_FIXTURES)) {
    if (!fixture.truth) continue;
    texts.push((await readPdfText(new Uint8Array(await readFile(fixture.pdfPath)))).text);
  }
  const seen = new Map<string, Pattern>();
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, s: string) {
    // No pattern in here: it would come back to this function.
    const flags = [...this.flags].filter((f) => f !== 'g' && f !== 'y').join('');
    seen.set(`${flags}/${this.source}`, { source: this.source, flags, where: 'run time' });
    return exec.call(this, s);
  };
  try {
    for (const text of texts) extractProperty({ text, address: '12 Oak Street, Austin, TX 78701' });
  } finally {
    RegExp.prototype.exec = exec;
  }
  return [...seen.values()];
}

/**
 * Runs in a thread of its own (a catastrophic pattern could otherwise hang the test): for every
 * pattern, inputs made of a lead (nothing, a letter, a digit, the pattern's own first words), a long
 * run of one filler and a character that matches nothing. A linear pattern takes about four times as
 * long on 4,000 characters as on 1,000; a quadratic one sixteen times. Posts each pattern's verdict.
 */
const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
const FILLERS = [' ', '\\t', 'a', 'A', '1', '-', '.', ',', '@', '$', ':', '#', "'", '/', 'a ', 'A ', '1,', '1 ', ', ', 'a.', 'A.', ' -', 'Aa', '1.', 'a@', ' |'];
const time = (re, s) => { const t = performance.now(); re.test(s); return performance.now() - t; };
const best = (re, s) => Math.min(time(re, s), time(re, s));
for (const p of workerData) {
  const re = new RegExp(p.source, p.flags.replace(/[gy]/g, ''));
  const bare = p.source.replace(/\\\\[a-zA-Z]/g, ' ').replace(/\\[[^\\]]*\\]/g, ' ');
  const words = [...new Set(bare.match(/[A-Za-z]{2,}/g) || [])].slice(0, 3).map((w) => w + ' ');
  let attack;
  search: for (const lead of ['', 'A', '1', '1 A,', ...words]) {
    for (const filler of FILLERS) {
      const shape = (n) => lead + filler.repeat(Math.ceil(n / filler.length)) + '\\u0000';
      const t1 = best(re, shape(1000));
      if (t1 > 50) { attack = { lead, filler, ms: [t1] }; break search; }
      if (t1 < 0.3) continue;
      const t4 = best(re, shape(4000));
      if (t4 > 8 && t4 > t1 * 8) { attack = { lead, filler, ms: [t1, t4] }; break search; }
    }
  }
  parentPort.postMessage({ key: p.flags + '/' + p.source, attack });
}
parentPort.postMessage({ done: true });
`;

async function probePatterns(patterns: Pattern[], timeoutMs: number) {
  const verdicts = new Map<string, unknown>();
  const worker = new Worker(PROBE, { eval: true, workerData: patterns });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      const stuck = patterns.find((p) => !verdicts.has(`${p.flags}/${p.source}`));
      reject(new Error(`no verdict in ${timeoutMs} ms, stuck on /${stuck?.source}/ (${stuck?.where})`));
    }, timeoutMs);
    worker.on('message', (m: { key?: string; attack?: unknown; done?: boolean }) => {
      if (m.done) {
        clearTimeout(timer);
        resolve();
      } else if (m.key) verdicts.set(m.key, m.attack);
    });
    worker.on('error', reject);
  }).finally(() => worker.terminate());
  return verdicts;
}

describe('patterns that read document text', () => {
  it('take linear time on adversarial inputs', async () => {
    const all = new Map<string, Pattern>();
    for (const p of [...literalPatterns(), ...(await patternsInUse())]) {
      const flags = p.flags.replace(/[gy]/g, '');
      all.set(`${flags}/${p.source}`, { ...p, flags });
    }
    expect(all.size).toBeGreaterThan(150);
    const verdicts = await probePatterns([...all.values()], 100_000);
    const slow = [...all.entries()]
      .filter(([key]) => verdicts.get(key))
      .map(([key, p]) => ({ pattern: `/${p.source}/${p.flags} (${p.where})`, attack: verdicts.get(key) }));
    expect(slow).toEqual([]);
  }, 120_000);

  it("run the checker's worst inputs for the patterns of the penetration test in linear time", () => {
    // The checker does not model the lookbehinds that make these linear: it reports a worst-case
    // input shape, and the engine must run that shape in time proportional to its length.
    for (const re of [INLINE_ADDRESS, EMAIL]) {
      const result = checkSync(re.source, re.flags.replace(/[gy]/g, ''), { timeout: 20_000 });
      if (result.status !== 'vulnerable') {
        expect({ pattern: re.source, status: result.status }).toEqual({ pattern: re.source, status: 'safe' });
        continue;
      }
      const { pumps, suffix } = result.attack;
      const input = (n: number) => pumps.map((p) => p.prefix + p.pump.repeat(n)).join('') + suffix;
      // The fastest of three runs at each size: one slow run on a busy machine is not backtracking.
      const time = (n: number) => {
        const text = input(n);
        let best = Number.POSITIVE_INFINITY;
        for (let i = 0; i < 3; i++) {
          const started = performance.now();
          re.test(text);
          best = Math.min(best, performance.now() - started);
        }
        return best;
      };
      time(1000);
      const [small, large] = [time(10_000), time(40_000)];
      // Quadratic time would be 16 times the small input's and seconds long; linear is about 4 times.
      expect({ pattern: re.source, linear: large < 200 || large < small * 8 }).toEqual({
        pattern: re.source,
        linear: true,
      });
    }
  }, 60_000);

  it('read the worst-case lines of the penetration test in a few seconds at most, not tens', () => {
    const lines = [
      `1 A,${'A'.repeat(3000)}`,
      `${'a'.repeat(40_000)}@`,
      `${'a.'.repeat(20_000)}`,
      `${'1 A, '.repeat(2000)}`,
      `${' '.repeat(40_000)}x`,
    ];
    for (const text of lines) {
      const started = performance.now();
      extractProperty({ text });
      expect({ text: text.slice(0, 12), fast: performance.now() - started < 3000 }).toEqual({
        text: text.slice(0, 12),
        fast: true,
      });
    }
  });
});
