import { fileURLToPath } from 'node:url';
import { GROUPS } from '../../functions/src/groups/index.ts';
import { createApp } from '../lib/app.ts';

createApp({ groups: GROUPS, repoRoot: fileURLToPath(new URL('../..', import.meta.url)) });
