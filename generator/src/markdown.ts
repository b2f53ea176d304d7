import { Marked } from 'marked';

/**
 * Renders brand markdown to an HTML fragment. The page already has a heading (the manifest title), so a
 * leading `# heading` is dropped and any other `#` heading becomes h2: one h1 per page, no skipped levels.
 */
export function markdownToHtml(markdown: string): string {
  // A private Marked instance: no global options leak between runs. The portal fetches the fragment and
  // sanitises it (DOMPurify) before inserting it.
  const marked = new Marked({ gfm: true, async: false });
  const tokens = marked.lexer(markdown);
  const firstContent = tokens.findIndex((t) => t.type !== 'space');
  const first = tokens[firstContent];
  if (first?.type === 'heading' && (first as { depth: number }).depth === 1) tokens.splice(firstContent, 1);
  marked.walkTokens(tokens, (token) => {
    if (token.type === 'heading' && token.depth === 1) token.depth = 2;
  });
  return marked.parser(tokens);
}
