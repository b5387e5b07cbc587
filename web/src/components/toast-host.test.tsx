import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { dismissToast, toast, TOAST_MS } from '../lib/toast.ts';
import { ToastHost } from './toast-host.tsx';

const renderHost = () =>
  render(
    <MantineProvider>
      <ToastHost />
    </MantineProvider>,
  );

afterEach(() => {
  act(dismissToast);
  vi.useRealTimers();
});

describe('toasts', () => {
  test('only one toast shows at a time: a new one replaces the old', () => {
    renderHost();
    act(() => toast.error('first'));
    act(() => toast.success('second'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByTestId('toast').textContent).toContain('second');
  });

  test('a toast goes after 4000 ms, and the replaced one does not cut the new one short', () => {
    vi.useFakeTimers();
    renderHost();
    act(() => toast.info('first'));
    act(() => vi.advanceTimersByTime(TOAST_MS - 1000));
    act(() => toast.info('second'));
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByTestId('toast').textContent).toContain('second');
    act(() => vi.advanceTimersByTime(TOAST_MS));
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
