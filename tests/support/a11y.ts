// Accessibility checks that axe does not make, run in the page on its current layout: target size (WCAG 2.5.8),
// text spacing (1.4.12), forced colours, reflow (1.4.10). Each returns the offending elements, described so a
// failure says where to look.
import type { Page } from '@playwright/test';

/**
 * Applies WCAG 1.4.12's spacing (line height 1.5, paragraph spacing 2 em, letter spacing 0.12 em, word spacing
 * 0.16 em) as a reader's own style sheet would, outside the page's CSP, which rightly refuses injected <style>.
 */
export const applyTextSpacing = (page: Page) =>
  page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });

/** The page's horizontal overflow in CSS pixels: 0 when nothing scrolls sideways. */
export const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - innerWidth);

/**
 * Links and controls smaller than 24 × 24 CSS px that are neither in running text (a link inside a sentence) nor
 * spaced so that a 24 px circle on each touches no other target (WCAG 2.5.8's exceptions).
 */
export function undersizedTargets(page: Page) {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const targets = [
      ...document.querySelectorAll(
        'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"]',
      ),
    ].filter(visible);
    const inRunningText = (element: Element) => {
      const block = element.parentElement?.closest('p, li, dd, td, th, label');
      return !!block && (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const centre = (box: DOMRect) => ({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
    return targets
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if ((box.width >= 24 && box.height >= 24) || inRunningText(element)) return false;
        const own = centre(box);
        return targets.some((other) => {
          if (other === element || other.contains(element) || element.contains(other)) return false;
          const otherBox = other.getBoundingClientRect();
          const theirs = centre(otherBox);
          const otherSmall = otherBox.width < 24 || otherBox.height < 24;
          // Spacing exception: the 24 px circle must not reach the other target, nor its own circle if it is small too.
          const nearestX = Math.max(otherBox.left, Math.min(own.x, otherBox.right));
          const nearestY = Math.max(otherBox.top, Math.min(own.y, otherBox.bottom));
          const toBox = Math.hypot(own.x - nearestX, own.y - nearestY);
          return toBox < 12 || (otherSmall && Math.hypot(own.x - theirs.x, own.y - theirs.y) < 24);
        });
      })
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${describe(element)}: ${Math.round(box.width)} × ${Math.round(box.height)} px`;
      });
  });
}

/**
 * Text cut off or spilling out of its box: an element holding text whose content is larger than the box, unless the
 * box scrolls (the reader can reach the rest) or hides text on purpose (visually hidden labels).
 */
export function clippedText(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      );
      if (!ownText) continue;
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || style.position === 'fixed') continue;
      if (element.clientWidth <= 1 || element.clientHeight <= 1 || style.clip !== 'auto' || style.clipPath !== 'none')
        continue;
      const scrolls = (value: string) => value === 'auto' || value === 'scroll';
      if (scrolls(style.overflowX) || scrolls(style.overflowY)) continue;
      const tall = element.scrollHeight - element.clientHeight;
      const wide = element.scrollWidth - element.clientWidth;
      if (tall > 1 || wide > 1)
        problems.push(
          `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}": ${wide > 1 ? `${wide} px too wide` : `${tall} px too tall`}`,
        );
    }
    return problems;
  });
}

/**
 * Under forced colours (Windows High Contrast) backgrounds and shadows are dropped: every control whose edge is a
 * fill or a shadow in normal colours (filled buttons, form fields, notices) must still show it as a border, and
 * focus must still show as an outline. Leaves the page in forced colours.
 */
export async function invisibleInForcedColours(page: Page) {
  // Marked in normal colours, where fills and shadows can still be seen.
  await page.evaluate(() => {
    const filled = (style: CSSStyleDeclaration) =>
      !/rgba\(.*, 0\)$|^transparent$/.test(style.backgroundColor) || style.boxShadow !== 'none';
    for (const element of document.querySelectorAll(
      'button, a.btn-primary, a.btn-secondary, input:not([type="hidden"]), select, textarea, li[data-variant]',
    )) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (element.matches('input, select, textarea, li') || filled(getComputedStyle(element))))
        element.setAttribute('data-edge-check', '');
    }
  });
  await page.emulateMedia({ forcedColors: 'active' });
  const problems = await page.evaluate(() =>
    [...document.querySelectorAll('[data-edge-check]')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return (
          style.borderTopStyle === 'none' ||
          parseFloat(style.borderTopWidth) < 1 ||
          style.borderBottomStyle === 'none' ||
          parseFloat(style.borderBottomWidth) < 1
        );
      })
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}" has no border`,
      ),
  );
  // One of each kind of focusable element: focus styles are set per kind, not per element.
  for (const kind of ['a[href]', 'button', 'input:not([type="hidden"])', 'select', 'textarea']) {
    const target = page.locator(kind).filter({ visible: true }).first();
    if ((await target.count()) === 0) continue;
    await target.focus();
    const ring = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      return element === document.activeElement && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    });
    if (!ring)
      problems.push(
        `${await target.evaluate((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30)}"`)} shows no focus outline`,
      );
  }
  return problems;
}
