/**
 * `tsx src/check-toolchains-main.ts`: the image build's check that every toolchain prints the version
 * judge-fargate/toolchains.txt lists; any other version fails the build, naming what it printed.
 */
import { readFileSync } from 'node:fs';
import { parseToolchains, TOOLCHAINS_FILE, toolchainMismatches } from './toolchains.ts';

const toolchains = parseToolchains(readFileSync(TOOLCHAINS_FILE, 'utf8'));
const mismatches = toolchainMismatches(toolchains);
for (const { toolchain, printed } of mismatches) {
  console.error(`toolchain mismatch: \`${toolchain.argv.join(' ')}\` should print "${toolchain.version}", printed: ${printed}`);
}
if (mismatches.length > 0) {
  console.error('Install the listed versions, or update judge-fargate/toolchains.txt after checking the new ones with the verdict tests.');
  process.exit(1);
}
console.log(`toolchains: ${toolchains.map((t) => `${t.argv[0]} ${t.version}`).join(', ')}`);
