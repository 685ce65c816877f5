import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    globals: true,
    setupFiles: ['./tests/unit/setup.ts'],
    // Workers reused from file to file: a fresh worker per file cost about 0.8 s of CPU each, more than most files'
    // tests take (issue 39). Each file still gets its own test environment; a test that mocks a module or a global
    // must undo it (vi.restoreAllMocks / vi.unstubAllGlobals), as every one here does.
    isolate: false,
    // A busy shared machine (two cores, other builds) can take several times the defaults (5 s a test, 10 s a hook)
    // to check a copy of the fixture site or remove a test's copies.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
