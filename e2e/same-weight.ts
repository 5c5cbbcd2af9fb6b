import { expect, type Locator } from '@playwright/test';

/**
 * Two answers to one question shown with the same weight (docs/dark-patterns.md, "interface interference"):
 * the same height and type, neither less than half the other's width, side by side or one under the other.
 */
export async function expectSameWeight(yes: Locator, no: Locator, where: string): Promise<void> {
  const measure = (button: Locator) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return {
        width: box.width,
        height: box.height,
        fontSize: style.fontSize,
        fontWeight: style.fontWeight,
        visible: box.width > 0 && style.visibility !== 'hidden' && Number(style.opacity) > 0.5,
      };
    });
  const [a, b] = [await measure(yes), await measure(no)];
  expect(a.visible && b.visible, `${where}: both shown`).toBe(true);
  expect(Math.abs(a.height - b.height), `${where}: same height (${a.height} / ${b.height})`).toBeLessThanOrEqual(1);
  expect(a.fontSize, `${where}: same type size`).toBe(b.fontSize);
  expect(a.fontWeight, `${where}: same type weight`).toBe(b.fontWeight);
  expect(Math.min(a.width, b.width) / Math.max(a.width, b.width), `${where}: neither much narrower (${a.width} / ${b.width})`).toBeGreaterThanOrEqual(
    0.5,
  );
}
