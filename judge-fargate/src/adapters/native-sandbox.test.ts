import { describe, expect, it } from 'vitest';
import { encodeRequest, parseResult } from './native-sandbox.ts';

const limits = { cpuMs: 1200, wallMs: 3600, memoryKb: 1000, stackKb: 100, outputBytes: 5, processes: 4, files: 8, diskKb: 64, diskFiles: 9 };

describe('runner protocol', () => {
  it('encodes a request as NUL-separated arguments ending with an empty one', () => {
    const encoded = encodeRequest({ dir: '/b', argv: ['./main', 'x y'], env: { PATH: '/bin' }, stdin: '/in', limits });
    expect(encoded.split('\0')).toEqual([
      '--dir',
      '/b',
      '--cpu-ms',
      '1200',
      '--wall-ms',
      '3600',
      '--memory-kb',
      '1000',
      '--as-kb',
      '0',
      '--stack-kb',
      '100',
      '--output-bytes',
      '5',
      '--processes',
      '4',
      '--files',
      '8',
      '--disk-kb',
      '64',
      '--disk-files',
      '9',
      '--stdin',
      '/in',
      '--env',
      'PATH=/bin',
      '--',
      './main',
      'x y',
      '',
      '',
    ]);
  });

  it('refuses arguments that would break the framing', () => {
    expect(() => encodeRequest({ dir: '/b', argv: ['a\0b'], env: {}, limits })).toThrow(/NUL/);
  });

  it('parses a result, a signal meaning no exit code', () => {
    const r = parseResult('{"exitCode":-1,"signal":9,"cpuUs":5,"wallUs":6,"memoryKb":7,"killedBy":"cpu","outputLimitExceeded":false,"uid":60001,"uidSwitched":true,"landlock":false}');
    expect(r).toEqual({ exitCode: null, signal: 9, cpuUs: 5, wallUs: 6, memoryKb: 7, killedBy: 'cpu', outputLimitExceeded: false, isolation: { uid: 60001, uidSwitched: true, landlock: false } });
  });

  it('turns a runner failure into an error', () => {
    expect(() => parseResult('{"error":"open /x: No such file or directory"}')).toThrow(/No such file/);
  });
});
