import axe from 'axe-core';

/**
 * axe-core violations for `node` (WCAG 2.x A/AA and best-practice rules). happy-dom has no layout, so
 * rules that need rendering (colour contrast, target size) are off here — contrast is covered by the
 * token tests (theme.test.ts) and the browser suites.
 */
export async function axeViolations(
  node: Element,
): Promise<Array<{ id: string; help: string; nodes: string[] }>> {
  const result = await axe.run(node, {
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: false },
      region: { enabled: false },
    },
  });
  return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => n.html) }));
}
