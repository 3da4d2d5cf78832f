// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { breakpointFor, useBreakpoint } from '../../../src/app/hooks/breakpoint';

afterEach(cleanup);

function resizeTo(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  window.dispatchEvent(new Event('resize'));
}

describe('breakpoints', () => {
  it.each([
    [2560, 'xl'],
    [1800, 'xl'],
    [1799, 'lg'],
    [1200, 'lg'],
    [1199, 'md'],
    [900, 'md'],
    [899, 'sm'],
    [600, 'sm'],
    [599, 'xs'],
    [320, 'xs'],
    [319, 'na'],
    [0, 'na'],
  ])('width %i is %s', (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });

  it('useBreakpoint follows window resizes', () => {
    resizeTo(1300);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toBe('lg');
    act(() => resizeTo(700));
    expect(result.current).toBe('sm');
    act(() => resizeTo(1900));
    expect(result.current).toBe('xl');
  });
});
