import { describe, expect, it } from 'vitest';
import { byOrder } from './order';

const entry = (id: string, order: number) => ({ id, data: { order } });

describe('byOrder', () => {
  it('lists entries by their place number', () => {
    expect(
      [entry('zz-third', 3), entry('aa-first', 1), entry('mm-second', 2)].sort(byOrder).map(({ id }) => id),
    ).toEqual(['aa-first', 'mm-second', 'zz-third']);
  });

  it('lists two entries with the same number by file name, whichever order they were read in', () => {
    const clash = [entry('zz-test-second', 2), entry('zz-test-first', 2), entry('zz-test-zero', 1)];
    expect([...clash].sort(byOrder).map(({ id }) => id)).toEqual(['zz-test-zero', 'zz-test-first', 'zz-test-second']);
    expect(
      [...clash]
        .reverse()
        .sort(byOrder)
        .map(({ id }) => id),
    ).toEqual(['zz-test-zero', 'zz-test-first', 'zz-test-second']);
  });
});
