/** SPEC §9 "Footer copyright replaces the year placeholder with the current year". */
export function formatCopyright(template: string, now: Date = new Date()): string {
  return template.replaceAll('{year}', String(now.getFullYear()));
}
