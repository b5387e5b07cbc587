import { languageByName } from '@oj/shared';
import { loadConfig } from '../src/config.ts';
import { prepareJudge } from '../src/prepare.ts';

export default async function setup(): Promise<void> {
  await prepareJudge(
    loadConfig(),
    ['C++', 'C++ With O2'].map((name) => languageByName(name)!),
  );
}
