import { fireEvent, renderHook } from '@testing-library/react';
import { act } from 'react';
import { IDLE_ACTIVITY_EVENTS, useIdle } from './use-idle';

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('calls onIdle once, after the timeout', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdle(1000, onIdle));
    advance(999);
    expect(onIdle).not.toHaveBeenCalled();
    advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    advance(5000);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it.each(IDLE_ACTIVITY_EVENTS)('starts the wait again on %s', (type) => {
    const onIdle = jest.fn();
    const target = document.body.appendChild(document.createElement('div'));
    renderHook(() => useIdle(1000, onIdle));
    advance(900);
    // Scroll does not bubble: the hook must still see it on an element deep in the page.
    act(() => {
      fireEvent(target, new Event(type, { bubbles: type !== 'scroll' }));
    });
    advance(900);
    expect(onIdle).not.toHaveBeenCalled();
    advance(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
    target.remove();
  });

  it('starts the wait again when the page changes', () => {
    const onIdle = jest.fn();
    const { rerender } = renderHook(({ page }) => useIdle(1000, onIdle, page), {
      initialProps: { page: 'a' },
    });
    advance(900);
    rerender({ page: 'b' });
    advance(900);
    expect(onIdle).not.toHaveBeenCalled();
    advance(100);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('never fires with a null timeout', () => {
    const onIdle = jest.fn();
    renderHook(() => useIdle(null, onIdle));
    advance(24 * 60 * 60 * 1000);
    expect(onIdle).not.toHaveBeenCalled();
  });

  it('uses the latest callback and stops when unmounted', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender, unmount } = renderHook(({ onIdle }) => useIdle(1000, onIdle), {
      initialProps: { onIdle: first },
    });
    rerender({ onIdle: second });
    advance(1000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    unmount();
    act(() => {
      fireEvent.click(document.body);
    });
    advance(5000);
    expect(second).toHaveBeenCalledTimes(1);
  });
});
