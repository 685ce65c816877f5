import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
    globals: true,
    setupFiles: ['./tests/unit/setup.ts'],
  },
});
