/**
 * The languages the judge offers. One list serves the API (/api/languages), the editor (contentType is the
 * Monaco/CodeMirror MIME) and the judge (source file name, compile and run argv). `{memoryMb}` in argv is
 * replaced by the judge with the problem's memory limit; everything runs inside the sandbox's working directory.
 */
export interface LanguageDef {
  /** The name clients send in submissions and problems store in their language lists. */
  name: string;
  description: string;
  contentType: string;
  /** Can be used to write special judges and interactors. */
  isSpj: boolean;
  sourceFile: string;
  /** Argv of the compile step; absent for languages that are only checked at run time. */
  compile?: readonly string[];
  run: readonly string[];
  /** Whether an address-space rlimit can bound this runtime (JVMs and Go reserve large virtual areas). */
  limitAddressSpace: boolean;
  template: string;
}

const C_TEMPLATE = `#include <stdio.h>
int main() {
    int a, b;
    scanf("%d %d", &a, &b);
    printf("%d\\n", a + b);
    return 0;
}
`;
const CPP_TEMPLATE = `#include <bits/stdc++.h>
using namespace std;
int main() {
    int a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;
const JAVA_TEMPLATE = `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int a = in.nextInt(), b = in.nextInt();
        System.out.println(a + b);
    }
}
`;
const PY3_TEMPLATE = `a, b = map(int, input().split())
print(a + b)
`;
const PY2_TEMPLATE = `a, b = map(int, raw_input().split())
print a + b
`;
const JS_TEMPLATE = `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(a + b);
`;
const GO_TEMPLATE = `package main

import "fmt"

func main() {
	var a, b int
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`;
const RUST_TEMPLATE = `use std::io::*;

fn main() {
    let mut s = String::new();
    stdin().read_to_string(&mut s).unwrap();
    let v: Vec<i64> = s.split_whitespace().map(|x| x.parse().unwrap()).collect();
    println!("{}", v[0] + v[1]);
}
`;

const c = (name: string, std: string, o2: boolean): LanguageDef => ({
  name,
  description: `GCC, ${std}${o2 ? ', -O2' : ''}`,
  contentType: 'text/x-csrc',
  isSpj: true,
  sourceFile: 'main.c',
  compile: ['gcc', '-DONLINE_JUDGE', ...(o2 ? ['-O2'] : []), '-w', '-fmax-errors=1', `-std=${std}`, 'main.c', '-lm', '-o', 'main'],
  run: ['./main'],
  limitAddressSpace: true,
  template: C_TEMPLATE,
});

const cpp = (name: string, std: string, o2: boolean): LanguageDef => ({
  name,
  description: `G++, ${std}${o2 ? ', -O2' : ''}`,
  contentType: 'text/x-c++src',
  isSpj: true,
  sourceFile: 'main.cpp',
  compile: ['g++', '-DONLINE_JUDGE', ...(o2 ? ['-O2'] : []), '-w', '-fmax-errors=1', `-std=${std}`, 'main.cpp', '-lm', '-o', 'main'],
  run: ['./main'],
  limitAddressSpace: true,
  template: CPP_TEMPLATE,
});

export const LANGUAGES: readonly LanguageDef[] = [
  c('C', 'c11', false),
  c('C With O2', 'c11', true),
  cpp('C++', 'c++14', false),
  cpp('C++ With O2', 'c++14', true),
  cpp('C++ 17', 'c++17', false),
  cpp('C++ 17 With O2', 'c++17', true),
  cpp('C++ 20', 'c++20', false),
  cpp('C++ 20 With O2', 'c++20', true),
  {
    name: 'Java',
    description: 'OpenJDK 17',
    contentType: 'text/x-java',
    isSpj: false,
    sourceFile: 'Main.java',
    compile: ['javac', '-J-XX:-UsePerfData', '-encoding', 'utf-8', 'Main.java'],
    run: ['java', '-Dfile.encoding=UTF-8', '-XX:+UseSerialGC', '-XX:-UsePerfData', '-Xmx{memoryMb}m', '-Xss64m', '-cp', '.', 'Main'],
    limitAddressSpace: false,
    template: JAVA_TEMPLATE,
  },
  {
    name: 'Python3',
    description: 'CPython 3',
    contentType: 'text/x-python',
    isSpj: false,
    sourceFile: 'main.py',
    compile: ['python3', '-m', 'py_compile', 'main.py'],
    run: ['python3', 'main.py'],
    limitAddressSpace: true,
    template: PY3_TEMPLATE,
  },
  {
    name: 'Python2',
    description: 'CPython 2.7',
    contentType: 'text/x-python',
    isSpj: false,
    sourceFile: 'main.py',
    compile: ['python2', '-m', 'py_compile', 'main.py'],
    run: ['python2', 'main.py'],
    limitAddressSpace: true,
    template: PY2_TEMPLATE,
  },
  {
    name: 'PyPy3',
    description: 'PyPy 3',
    contentType: 'text/x-python',
    isSpj: false,
    sourceFile: 'main.py',
    run: ['pypy3', 'main.py'],
    limitAddressSpace: false,
    template: PY3_TEMPLATE,
  },
  {
    name: 'JavaScript Node',
    description: 'Node.js',
    contentType: 'text/javascript',
    isSpj: false,
    sourceFile: 'main.js',
    run: ['node', 'main.js'],
    limitAddressSpace: false,
    template: JS_TEMPLATE,
  },
  {
    name: 'Golang',
    description: 'Go',
    contentType: 'text/x-go',
    isSpj: false,
    sourceFile: 'main.go',
    compile: ['go', 'build', '-o', 'main', 'main.go'],
    run: ['./main'],
    limitAddressSpace: false,
    template: GO_TEMPLATE,
  },
  {
    name: 'Rust',
    description: 'rustc, 2021 edition, -O',
    contentType: 'text/x-rustsrc',
    isSpj: false,
    sourceFile: 'main.rs',
    compile: ['rustc', '--edition=2021', '-O', '-o', 'main', 'main.rs'],
    run: ['./main'],
    limitAddressSpace: true,
    template: RUST_TEMPLATE,
  },
];

export function languageByName(name: string): LanguageDef | undefined {
  return LANGUAGES.find((l) => l.name === name);
}

/** A language's id as the API serves it (`/api/languages`, templates' `lid`): its place in LANGUAGES, from 1. */
export function languageId(lang: LanguageDef): number {
  return LANGUAGES.indexOf(lang) + 1;
}
export function languageById(id: number): LanguageDef | undefined {
  return LANGUAGES[id - 1];
}

/** The compile command as shown to users. */
export function compileCommandText(lang: LanguageDef): string {
  return (lang.compile ?? lang.run).join(' ');
}
