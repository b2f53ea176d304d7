/** One row of the table: what `createSandbox` lists as `demoAccounts`. */
export interface DemoAccountRow {
  email: string;
  password: string;
  demonstrates: string;
}

/** Splits `text` into lines of at most `width` characters at spaces (a longer word gets a line of its own). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The demo accounts `telco-portal start` prints: a heading with the password (one for all accounts, else a
 * password column), then per account its e-mail and what it demonstrates, wrapped so that no line is wider
 * than `width` characters (default 100: issue 6 — `console.table` printed 200 columns and an "(index)"
 * column). An e-mail too long for the column gets a line of its own, its description below it.
 */
export function formatDemoAccounts(accounts: readonly DemoAccountRow[], width = 100): string {
  const indent = '  ';
  const gap = '  ';
  const passwords = [...new Set(accounts.map((a) => a.password))];
  const onePassword = passwords.length === 1;
  const heading = onePassword
    ? `Demo accounts (password for each: ${passwords[0]}):`
    : 'Demo accounts (e-mail, password):';
  const label = (a: DemoAccountRow) => (onePassword ? a.email : `${a.email} / ${a.password}`);
  // The label column: as wide as the longest label that leaves at least 40 columns for the description.
  const maxColumn = width - indent.length - gap.length - 40;
  const column = Math.max(0, ...accounts.map((a) => label(a).length).filter((length) => length <= maxColumn));
  const textWidth = width - indent.length - column - gap.length;
  const lines = [heading];
  for (const account of accounts) {
    const text = wrap(account.demonstrates, textWidth);
    const name = label(account);
    if (name.length > column) {
      lines.push(`${indent}${name}`);
      for (const part of text) lines.push(`${indent}${' '.repeat(column)}${gap}${part}`);
      continue;
    }
    const [first = '', ...rest] = text;
    lines.push(`${indent}${name.padEnd(column)}${gap}${first}`.trimEnd());
    for (const part of rest) lines.push(`${indent}${' '.repeat(column)}${gap}${part}`);
  }
  return lines.join('\n');
}
