/**
 * `tsx src/prepare-main.ts`: builds the runner and the precompiled headers of every C++ language, or only the
 * variants OJ_JUDGE_PCH_VARIANTS names (the image keeps `c++14-O2,c++17-O2`, about 90 MB each).
 */
import { LANGUAGES } from '@oj/shared';
import { pchVariant } from './compile/precompiled-header.ts';
import { loadConfig } from './config.ts';
import { prepareJudge } from './prepare.ts';

const wanted = process.env.OJ_JUDGE_PCH_VARIANTS?.split(',').filter(Boolean);
await prepareJudge(loadConfig(), wanted ? LANGUAGES.filter((l) => wanted.includes(pchVariant(l) ?? '')) : LANGUAGES);
