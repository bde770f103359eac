// Free text from outside (AI replies, OpenStreetMap names) shown as plain text: one line, no control
// characters, and never longer than the layout can hold.

export function clipText(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') return '';
  const text = value.replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  // Cut on a code point boundary so an emoji or accented letter is never split in half.
  return `${[...text].slice(0, maxLength - 1).join('').trimEnd()}…`;
}
