import type { FakeProblem } from './fake-judge.ts';

/**
 * Problems for the fakes of HDU, POJ and SPOJ, under each site's own ids: an easy one and one whose statement has an
 * image, math, Chinese text (HDU serves GBK) and two examples. Each fake renders them in its site's markup.
 */
export function demoProblems(ids: [string, string]): FakeProblem[] {
  return [
    {
      id: ids[0],
      title: 'A + B Problem',
      timeLimitMs: 1000,
      memoryLimitMb: 32,
      description: '<p>Calculate <i>A + B</i>.</p>',
      input: '<p>Each line holds two integers $A$ and $B$ ($0 \\le A, B \\le 10^9$). Process to end of file.</p>',
      output: '<p>For each case, output $A + B$ in one line.</p>',
      hint: '',
      examples: [{ input: '1 1\n', output: '2\n' }],
    },
    {
      id: ids[1],
      title: 'Fence Posts',
      timeLimitMs: 2000,
      memoryLimitMb: 64,
      description:
        '<p>Farmer John puts $n$ posts on a line; post $i$ stands at $x_i$. The fence between neighbours costs $|x_i - x_{i+1}|$ (栅栏的费用).</p>' +
        '<p><img src="/images/fence.png" alt="posts and fence"></p>',
      input: '<p>The first line holds $n$ ($2 \\le n \\le 10^5$), the second the $n$ integers $x_i$ in increasing order.</p>',
      output: '<p>The total cost of the fence.</p>',
      hint: '<p>In the first example the fence runs from 1 to 4: $3$.</p>',
      examples: [
        { input: '2\n1 4\n', output: '3\n' },
        { input: '3\n0 5 7\n', output: '7\n' },
      ],
    },
  ];
}

/** The account every demo fake knows. */
export const DEMO_ACCOUNT = { username: 'ojdemo', password: 'ojdemo-pass' } as const;

/** A fake's demo state: the demo problems under the site's ids, and the demo account. */
export function demoSeed(ids: [string, string]): { problems: FakeProblem[]; accounts: Record<string, string> } {
  return { problems: demoProblems(ids), accounts: { [DEMO_ACCOUNT.username]: DEMO_ACCOUNT.password } };
}
