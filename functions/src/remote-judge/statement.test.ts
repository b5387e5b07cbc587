import { describe, expect, it } from 'vitest';
import { statementMarkdown } from './statement.ts';

describe('statementMarkdown', () => {
  const page = 'https://judge.example/problem/1000';

  it('keeps structure, makes images and links absolute and keeps math as written', () => {
    const md = statementMarkdown('<h3>Task</h3><p>Given $a$ and <b>b</b>, see <a href="/rules">rules</a>.</p><img src="../img/x.png" alt="fig [1]"><ul><li>one</li></ul><pre>1 2</pre>', page);
    expect(md).toContain('### Task');
    expect(md).toContain('Given $a$ and **b**, see [rules](https://judge.example/rules).');
    expect(md).toContain('![fig 1](https://judge.example/img/x.png)');
    expect(md).toMatch(/^- +one$/m);
    expect(md).toContain('1 2');
  });

  it('keeps Markdown characters inside math unescaped, and escapes them outside', () => {
    const md = statementMarkdown('<p>Sum $a_i * b_i$ over $$\\sum_{i=1}^n x_i$$ for snake_case *names*</p>', page);
    expect(md).toBe('Sum $a_i * b_i$ over $$\\sum_{i=1}^n x_i$$ for snake\\_case \\*names\\*');
  });

  it('drops scripts, styles, forms and links that are not http', () => {
    const md = statementMarkdown('<p>x</p><script>alert(1)</script><style>p{}</style><form><input></form><a href="javascript:alert(1)">y</a><img src="data:image/png;base64,AA">', page);
    expect(md).toBe('x\n\ny');
  });
});
