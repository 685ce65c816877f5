// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_FIRST_PAINT } from './after-first-paint';

describe('after the first paint (happy-dom)', () => {
  /** Stands in for the browser's PerformanceObserver with paint timing: the test reports paints as they happen. */
  class FakePaintObserver {
    static supportedEntryTypes = ['paint'];
    static observing: FakePaintObserver[] = [];
    constructor(
      readonly report: (list: { getEntriesByName(name: string): unknown[] }, observer: FakePaintObserver) => void,
    ) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      FakePaintObserver.observing.push(this);
    }
    disconnect() {
      FakePaintObserver.observing = FakePaintObserver.observing.filter((observer) => observer !== this);
    }
    static paint(name: string) {
      for (const observer of [...FakePaintObserver.observing])
        observer.report({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, observer);
    }
  }

  /** Runs the snippet in a page in `readyState`, with or without paint timing; returns the function it was handed. */
  function run(readyState: string, paintTiming: boolean) {
    Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
    vi.stubGlobal(
      'PerformanceObserver',
      paintTiming
        ? FakePaintObserver
        : class {
            static supportedEntryTypes = ['mark'];
          },
    );
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const fetchNow = vi.fn();
    new Function('fetchNow', `(${AFTER_FIRST_PAINT})(fetchNow)`)(fetchNow);
    const idleNow = () => idle.splice(0).forEach((callback) => callback());
    return { fetchNow, idleNow };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'readyState');
    FakePaintObserver.observing = [];
    // A snippet that waited for `load` and was not given it would otherwise be woken by the next test's.
    dispatchEvent(new Event('load'));
  });

  it('waits for the load event, then the first contentful paint, then the next idle moment, and runs once', () => {
    const { fetchNow, idleNow } = run('interactive', true);
    FakePaintObserver.paint('first-contentful-paint');
    idleNow();
    expect(fetchNow).not.toHaveBeenCalled();

    dispatchEvent(new Event('load'));
    idleNow();
    FakePaintObserver.paint('first-paint');
    idleNow();
    expect(fetchNow).not.toHaveBeenCalled();

    FakePaintObserver.paint('first-contentful-paint');
    expect(fetchNow).not.toHaveBeenCalled();
    idleNow();
    expect(fetchNow).toHaveBeenCalledTimes(1);

    FakePaintObserver.paint('first-contentful-paint');
    dispatchEvent(new Event('load'));
    idleNow();
    expect(fetchNow).toHaveBeenCalledTimes(1);
  });

  it('in a page already loaded, waits only for the paint and the idle moment', () => {
    const { fetchNow, idleNow } = run('complete', true);
    FakePaintObserver.paint('first-contentful-paint');
    idleNow();
    expect(fetchNow).toHaveBeenCalledTimes(1);
  });

  it('in a browser without paint timing, runs at the first idle moment after load', () => {
    const { fetchNow, idleNow } = run('interactive', false);
    idleNow();
    expect(fetchNow).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    idleNow();
    expect(fetchNow).toHaveBeenCalledTimes(1);
  });
});
