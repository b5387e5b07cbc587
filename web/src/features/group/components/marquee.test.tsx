import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Marquee } from './marquee.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** happy-dom lays nothing out: the text's and the box's widths are given. */
const widths = (text: number, box: number) => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(text);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
};

const show = () =>
  render(
    <MantineProvider>
      <Marquee text="A rather long group name" data-testid="name" />
    </MantineProvider>,
  ).container;

test('a name that overflows moves by its overflow, a pixel per 20 ms', () => {
  widths(300, 180);
  show();
  const text = screen.getByTestId('name');
  expect(text.hasAttribute('data-moving')).toBe(true);
  expect(text.style.getPropertyValue('--marquee-distance')).toBe('120px');
  expect(text.style.getPropertyValue('--marquee-duration')).toBe('2400ms');
});

test('a name that fits stays still', () => {
  widths(150, 180);
  show();
  const text = screen.getByTestId('name');
  expect(text.hasAttribute('data-moving')).toBe(false);
  expect(text.style.getPropertyValue('--marquee-distance')).toBe('');
});
