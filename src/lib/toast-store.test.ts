import { beforeEach, describe, expect, it, vi } from 'vitest';
import { $notices, MAX_NOTICES, clearNotices, dismissNotice, pushNotice } from './toast-store';

beforeEach(() => clearNotices());

describe('toast store', () => {
  it('pushes a notice with a fresh id and the default variant', () => {
    const id = pushNotice({ title: 'Request handed over', description: 'The first notice.' });
    expect($notices.get()).toEqual([
      { id, title: 'Request handed over', description: 'The first notice.', variant: 'default' },
    ]);
    const other = pushNotice({ title: 'Something is wrong', description: 'The other notice.', variant: 'destructive' });
    expect(other).not.toBe(id);
    expect($notices.get().map((notice) => notice.variant)).toEqual(['default', 'destructive']);
  });

  it('dismisses by id and ignores unknown ids', () => {
    const first = pushNotice({ title: 'A', description: 'a' });
    const second = pushNotice({ title: 'B', description: 'b' });
    const before = $notices.get();
    dismissNotice('notice-unknown');
    expect($notices.get()).toBe(before);
    dismissNotice(first);
    expect($notices.get().map((notice) => notice.id)).toEqual([second]);
    dismissNotice(second);
    expect($notices.get()).toEqual([]);
  });

  it('replaces an identical notice instead of stacking it', () => {
    pushNotice({ title: 'Something is missing', description: 'The second notice.', variant: 'destructive' });
    pushNotice({ title: 'Other', description: 'x' });
    const again = pushNotice({
      title: 'Something is missing',
      description: 'The second notice.',
      variant: 'destructive',
    });
    expect($notices.get().map((notice) => notice.title)).toEqual(['Other', 'Something is missing']);
    expect($notices.get()[1]?.id).toBe(again);
  });

  it(`keeps at most ${MAX_NOTICES} notices, dropping the oldest`, () => {
    for (let i = 1; i <= MAX_NOTICES + 2; i++) pushNotice({ title: `T${i}`, description: 'd' });
    expect($notices.get().map((notice) => notice.title)).toEqual(
      Array.from({ length: MAX_NOTICES }, (_, i) => `T${i + 3}`),
    );
  });

  it('tells subscribers about every change', () => {
    const listener = vi.fn();
    const unsubscribe = $notices.listen(listener);
    const id = pushNotice({ title: 'A', description: 'a' });
    dismissNotice(id);
    unsubscribe();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener.mock.calls[1]?.[0]).toEqual([]);
  });
});
