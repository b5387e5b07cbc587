import { defineProject } from 'vitest/config';

// The repository's own tooling (lint and codemod scripts).
export default defineProject({ test: { name: 'scripts', include: ['**/*.test.mjs'], environment: 'node' } });
