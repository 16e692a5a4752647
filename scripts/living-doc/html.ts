/** Text for HTML: every character that could open markup or close an attribute is escaped. */
export const escapeHtml = (text: string | number): string =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The three pages link to each other; each is one self-contained file that prints well. */
const NAV = [
  ['index.html', 'Rules'],
  ['steps.html', 'Steps'],
  ['glossary.html', 'Glossary'],
] as const;

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0 auto; max-width: 72rem; padding: 1rem 1.5rem; color: #1d2330; }
nav a { margin-right: 1rem; } h1 { margin: .5rem 0; } h2 { margin-top: 2rem; border-bottom: 2px solid #d5d9e2; }
h3 { margin: 1.2rem 0 .3rem; font-size: 1rem; color: #3a4356; }
.controls { position: sticky; top: 0; background: #fff; padding: .5rem 0; display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; border-bottom: 1px solid #d5d9e2; }
.controls input[type=search] { min-width: 18rem; padding: .3rem .5rem; }
.item { border-left: 4px solid #9aa3b5; padding: .3rem .7rem; margin: .4rem 0; background: #f7f8fa; }
.item[data-status=proven] { border-color: #2e7d32; } .item[data-status=failing] { border-color: #c62828; background: #fdecea; }
.item[data-status=uncovered] { border-color: #ef6c00; background: #fff4e5; } .item[data-status="not run"] { border-color: #757575; }
.item[data-used=no] { border-color: #ef6c00; background: #fff4e5; }
.id { font-family: ui-monospace, monospace; font-weight: 600; margin-right: .5rem; }
.badge { display: inline-block; font-size: .75rem; padding: 0 .4rem; border-radius: .6rem; background: #e3e6ec; margin-left: .3rem; }
.badge.passed, .badge.proven { background: #c8e6c9; } .badge.failed, .badge.failing, .badge.undefined, .badge.ambiguous { background: #ffcdd2; }
.badge.uncovered, .badge.unused { background: #ffe0b2; }
ul { margin: .2rem 0; padding-left: 1.2rem; } code { background: #eef0f4; padding: 0 .2rem; }
table { border-collapse: collapse; } td, th { border: 1px solid #d5d9e2; padding: .2rem .5rem; text-align: left; vertical-align: top; }
.summary { margin: .5rem 0; } [hidden] { display: none !important; }
@media print { nav, .controls { display: none; } .item { break-inside: avoid; } [hidden] { display: block !important; } }
`;

/**
 * Search and filters: an item shows when its text holds the search and its data attributes match
 * every chosen filter. The script reads the page, never data of its own.
 */
const SCRIPT = `
const search = document.querySelector('#search');
const filters = [...document.querySelectorAll('[data-filter]')];
function apply() {
  const words = search.value.trim().toLowerCase();
  for (const item of document.querySelectorAll('.item')) {
    const textMatches = !words || item.textContent.toLowerCase().includes(words);
    const filtersMatch = filters.every((f) => {
      const value = item.dataset[f.dataset.filter] || '';
      return !f.value || value === f.value || value.split(' ').includes(f.value);
    });
    item.hidden = !(textMatches && filtersMatch);
  }
  for (const group of document.querySelectorAll('.group')) group.hidden = !group.querySelector('.item:not([hidden])');
}
search.addEventListener('input', apply);
for (const f of filters) f.addEventListener('change', apply);
`;

export function page(title: string, controls: string, body: string): string {
  const nav = NAV.map(([href, label]) => `<a href="${href}">${escapeHtml(label)}</a>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><nav>${nav}</nav><h1>${escapeHtml(title)}</h1>
<div class="controls"><label>Search <input type="search" id="search" placeholder="words, an id, a scenario…"></label>${controls}</div>
${body}
<script>${SCRIPT}</script></body></html>
`;
}

/** A select that filters the items by one data attribute. */
export function filterSelect(
  label: string,
  attribute: string,
  options: [value: string, text: string][],
): string {
  const choices = [['', 'all'], ...options]
    .map(([value, text]) => `<option value="${escapeHtml(value ?? '')}">${escapeHtml(text ?? '')}</option>`)
    .join('');
  return `<label>${escapeHtml(label)} <select data-filter="${escapeHtml(attribute)}">${choices}</select></label>`;
}

export const badge = (text: string): string =>
  `<span class="badge ${escapeHtml(text.replace(/ /g, '-'))}">${escapeHtml(text)}</span>`;
