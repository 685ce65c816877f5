// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

/** Stands in for document.execCommand, which happy-dom lacks; `result` is what the browser would report. */
function stubExecCommand(result: boolean | Error) {
  const execCommand = vi.fn(() => {
    if (result instanceof Error) throw result;
    return result;
  });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
}

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(document, 'execCommand');
  document.body.replaceChildren();
});

describe('copyText', () => {
  it('uses the Clipboard API where the page may', async () => {
    const execCommand = stubExecCommand(true);
    expect(await copyText('Consultation Request')).toBe(true);
    expect(await navigator.clipboard.readText()).toBe('Consultation Request');
    expect(execCommand).not.toHaveBeenCalled();
  });

  it('falls back to selecting a temporary box, then removes it and gives the focus back', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    let selected = '';
    const execCommand = stubExecCommand(true);
    execCommand.mockImplementation(() => {
      selected = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    expect(await copyText('Consultation Request')).toBe(true);
    expect(selected).toBe('Consultation Request');
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('leaves a visible box focused for the visitor to copy by hand when copying is impossible', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    stubExecCommand(new Error('not allowed'));
    const area = document.body.appendChild(document.createElement('textarea'));
    area.value = 'Consultation Request';
    expect(await copyText('Consultation Request', area)).toBe(false);
    expect(document.activeElement).toBe(area);
  });
});
