import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectFocused, settleAnimations } from './page-checks.ts';

/** What a shopper can reach: not a bot trap (tabindex -1, off screen) or hidden parts. */
export const CONTROLS =
  ':is(a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex="0"]):not([tabindex="-1"], [aria-hidden="true"] *)';

/**
 * For `root` itself (no selector) or each of its controls matching `selector`: scrolled into
 * view as a tap would, why a real tap would miss it, if it would. A tap reaches a control when
 * it lies wholly inside the window, the topmost element at its centre and at its four edges is
 * the control (or part of it), and its words are not cut off.
 */
function findTapProblems(root: Element, selector: string | null): string[] {
  const describe = (node: Element | null) =>
    node
      ? `${node.tagName.toLowerCase()}${node.getAttribute('data-slot') ? `[${node.getAttribute('data-slot')}]` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
      : 'nothing';
  const check = (element: Element): string | null => {
    element.scrollIntoView({ block: 'nearest' });
    const rect = element.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) return null; // visually hidden: not a tap target
    if (
      rect.left < -0.5 ||
      rect.top < -0.5 ||
      rect.right > window.innerWidth + 0.5 ||
      rect.bottom > window.innerHeight + 0.5
    ) {
      return `lies outside the window (${Math.round(rect.left)},${Math.round(rect.top)}–${Math.round(rect.right)},${Math.round(rect.bottom)})`;
    }
    const inset = Math.min(3, rect.width / 4, rect.height / 4);
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    const points: [number, number][] = [
      [cx, cy],
      [rect.left + inset, cy],
      [rect.right - inset, cy],
      [cx, rect.top + inset],
      [cx, rect.bottom - inset],
    ];
    // A custom-drawn checkbox or radio (e.g. the captcha's) draws its tick over its own input.
    const own =
      element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type)
        ? (element.parentElement ?? element)
        : element;
    for (const [x, y] of points) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !own.contains(hit)) {
        return `a tap at ${Math.round(x)},${Math.round(y)} lands on ${describe(hit)}`;
      }
    }
    for (const text of element.querySelectorAll('span')) {
      const box = text.getBoundingClientRect();
      if (box.width === 0) continue;
      if (box.left < rect.left - 0.5 || box.right > rect.right + 0.5) {
        return `its label "${text.textContent}" is cut off`;
      }
    }
    return null;
  };
  const elements = selector ? [...root.querySelectorAll(selector)] : [root];
  return elements.flatMap((element) => {
    const problem = check(element);
    return problem ? [`${element.outerHTML.slice(0, 140)}: ${problem}`] : [];
  });
}

/** A real tap on `control` reaches it (see findTapProblems). */
export async function expectTappable(control: Locator, what: string): Promise<void> {
  await settleAnimations(control.page());
  expect(await control.evaluate(findTapProblems, null), what).toEqual([]);
}

/** A real tap reaches every control inside `container`; returns how many it checked. */
export async function expectAllTappable(container: Locator, what: string): Promise<number> {
  await settleAnimations(container.page());
  expect(await container.evaluate(findTapProblems, CONTROLS), what).toEqual([]);
  return container.locator(CONTROLS).count();
}

/** Every control of the topmost open dialog is tappable; the bars behind it are not. */
export async function expectDialogOnTop(page: Page, what: string): Promise<Locator> {
  const topmost = page.getByRole('dialog').last();
  await topmost.waitFor();
  // This dialog itself, not whichever is last once it closes.
  const dialog = page.locator(`[id="${await topmost.getAttribute('id')}"]`);
  // A lead form's code loads when its dialog first opens.
  await expect
    .poll(() => dialog.getByText('Loading the form…').count(), { timeout: 15_000 })
    .toBe(0);
  expect(await expectAllTappable(dialog, what), `${what}: controls`).toBeGreaterThan(0);

  // The fixed bars are under the dialog layer, and hidden from pointers and screen readers.
  const covered = await page.evaluate(() =>
    [
      '[data-slot="mobile-action-bar"]',
      '[data-slot="service-banner"]',
      '[data-slot="sticky-header"]',
    ]
      .map((selector) => document.querySelector(selector))
      .filter((bar): bar is Element => bar !== null && bar.getBoundingClientRect().height > 0)
      .map((bar) => {
        const rect = bar.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = Math.min(Math.max(rect.top + rect.height / 2, 0), window.innerHeight - 1);
        const hit = document.elementFromPoint(x, y);
        return {
          bar: bar.getAttribute('data-slot'),
          onTop: Boolean(hit && bar.contains(hit)),
          hidden: Boolean(bar.closest('[aria-hidden="true"], [inert]')),
        };
      }),
  );
  for (const bar of covered) {
    expect(bar, `${what}: ${bar.bar} under the dialog`).toMatchObject({
      onTop: false,
      hidden: true,
    });
  }
  // Focus stays in the dialog.
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const dialogs = document.querySelectorAll('[role="dialog"]');
        return Boolean(dialogs[dialogs.length - 1]?.contains(document.activeElement));
      }),
      `${what}: focus stays in the dialog`,
    ).toBe(true);
  }
  return dialog;
}

export async function closeDialog(dialog: Locator, trigger: Locator): Promise<void> {
  const close = dialog.getByRole('button', { name: 'Close', exact: true });
  await expectTappable(close, 'the Close button');
  await close.tap();
  await dialog.waitFor({ state: 'detached' });
  await expectFocused(trigger);
}
