import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { useCountdown } from './countdown.ts';

afterEach(() => vi.useRealTimers());

describe('resend countdowns', () => {
  test('count down each second and survive an unmount (the dialog closing and reopening)', () => {
    vi.useFakeTimers();
    const first = renderHook(() => useCountdown('register-code', 60));
    expect(first.result.current.left).toBe(0);
    act(() => first.result.current.start());
    expect(first.result.current.left).toBe(60);
    act(() => vi.advanceTimersByTime(5000));
    expect(first.result.current.left).toBe(55);
    first.unmount();

    act(() => vi.advanceTimersByTime(10_000));
    const reopened = renderHook(() => useCountdown('register-code', 60));
    expect(reopened.result.current.left).toBe(45);
    act(() => vi.advanceTimersByTime(45_000));
    expect(reopened.result.current.left).toBe(0);
  });
});
