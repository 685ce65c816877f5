import { expect, it, vi } from 'vitest';
import { reportMissingRoute } from './not-found';

it('logs the unknown path in the spec wording', () => {
  const log = vi.fn();
  reportMissingRoute('/nowhere', log);
  expect(log).toHaveBeenCalledWith('404 Error: User attempted to access non-existent route: /nowhere');
});
