import { defineConfig } from 'vitest/config';

// CI sets VITEST_JSON_REPORT to a file path so .ci/run can print "N passed, N failed".
const jsonReport = process.env['VITEST_JSON_REPORT'];

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: jsonReport ? ['default', 'json'] : ['default'],
    ...(jsonReport ? { outputFile: { json: jsonReport } } : {}),
  },
});
