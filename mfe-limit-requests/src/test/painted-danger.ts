const DANGER = /\{background-color: var\(--colorStatusDangerBackground3\);\}$/;

/** Whether a style rule in the page paints this element's background in the danger colour (jsdom does not cascade Griffel's rules). */
export function paintedDanger(element: HTMLElement): boolean {
  return Array.from(document.styleSheets).some((sheet) =>
    Array.from(sheet.cssRules).some(
      (rule) => 'selectorText' in rule && DANGER.test(rule.cssText) && element.matches(String(rule.selectorText)),
    ),
  );
}
