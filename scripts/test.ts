// `npm test`: lint, type checks, unit + integration tests, browser journeys. Runs every step even when
// one fails, then prints one summary line and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

type Step = { name: string; cmd: string; args: string[]; counts?: () => { passed: number; failed: number } };

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

const steps: Step[] = [
  { name: 'lint', cmd: bin('biome'), args: ['check', '.'] },
  { name: 'typecheck', cmd: 'npm', args: ['run', '--silent', 'typecheck'] },
  // Unused files, exports and dependencies fail the build (knip.json says what the entry points are).
  { name: 'unused code', cmd: bin('knip'), args: [] },
  {
    name: 'unit and integration',
    cmd: bin('vitest'),
    args: [
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(out, 'vitest.json')}`,
    ],
    counts: () => {
      const r = readJson(path.join(out, 'vitest.json'));
      return {
        passed: r?.numPassedTests ?? 0,
        failed: (r?.numFailedTests ?? 0) + (r?.numFailedTestSuites ?? 0),
      };
    },
  },
  {
    name: 'browser journeys',
    cmd: bin('playwright'),
    args: ['test'],
    counts: () => {
      const r = readJson(path.join(root, 'test-results/e2e.json'));
      return {
        passed: (r?.stats?.expected ?? 0) + (r?.stats?.flaky ?? 0),
        failed: r?.stats?.unexpected ?? 0,
      };
    },
  },
];

let passed = 0;
let failed = 0;
const failedSteps: string[] = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const res = spawnSync(step.cmd, step.args, { cwd: root, stdio: 'inherit', env: process.env });
  const ok = res.status === 0;
  if (!ok) failedSteps.push(step.name);
  if (step.counts) {
    const c = step.counts();
    passed += c.passed;
    failed += c.failed;
    if (!ok && c.failed === 0) failed += 1;
  }
  console.log(
    `=== ${step.name}: ${ok ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
