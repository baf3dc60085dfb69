import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Files run one at a time in name order, so the resilience check (zz-resilience) comes last and
// sees the server after every attack.
class ByName extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    return [...files].sort((a, b) => a.moduleId.localeCompare(b.moduleId));
  }
}

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: ByName, shuffle: false },
    // Each case prints its name and verdict.
    reporters: ['verbose'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
