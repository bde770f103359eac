// A publisher's instructions as the plain lines the app shows: HTML (escaped once or twice, as
// Toronto's Waste Wizard has it, or with bare line breaks, as ADEME's) cut into one line per list
// item, paragraph or break, tags and links' markup dropped; plain text cut at its line breaks.

const ENTITIES: Readonly<Record<string, string>> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&nbsp;': ' ',
  '&amp;': '&',
};

function unescapeEntities(text: string): string {
  return text.replace(/&(lt|gt|quot|#39|#x27|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);
}

const tidy = (line: string) => line.replace(/\s+/g, ' ').trim();

export function htmlLines(escapedHtml: string): string[] {
  const html = unescapeEntities(unescapeEntities(escapedHtml));
  return html
    .split(/<\/?(?:li|p|ul|ol|br|h\d)[^>]*>/i)
    .map((part) => tidy(unescapeEntities(part.replace(/<[^>]*>/g, ''))))
    .filter((line) => line.length > 0);
}

export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(tidy)
    .filter((line) => line.length > 0);
}
