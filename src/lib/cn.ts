import { clsx, type ClassValue } from 'clsx';

/**
 * Later classes win over earlier conflicting ones, so callers can override a component's defaults:
 * `cn('p-4 shadow-xs', 'p-6 shadow-md')` is `'p-6 shadow-md'`.
 *
 * This is tailwind-merge's rule (walk from the end, drop a class whose group a later kept class has
 * already claimed, and let a class claim the groups it overrides: `p-*` claims `px-*`, `size-*` claims
 * `w-*` and `h-*`), written for the utilities this app uses instead of the whole Tailwind vocabulary:
 * tailwind-merge weighed 8.3 KB gzip on the login route (docs/bundle.md). tests/unit/cn.test.ts checks
 * that every pair of class names found in src/ merges exactly as tailwind-merge merges it, so a
 * utility this table does not know fails there, not on a screen. (Unlike tailwind-merge, a class of
 * one's own named like a utility, `my-widget`, would be read as that utility: name such classes otherwise.)
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  let result = merged.get(classes);
  if (result === undefined) {
    result = mergeClasses(classes);
    remember(merged, classes, result);
  }
  return result;
}

// Reading a class runs down the rule table (~100 µs for a button's classes); a screen asks for the same
// strings over and over, so answers are kept, as tailwind-merge keeps its own. Bounded: class strings built
// from data cannot grow them without limit.
const CACHE_LIMIT = 2000;
const merged = new Map<string, string>();
const parsed = new Map<string, Parsed | null>();

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(key, value);
}

type Rule = readonly [pattern: RegExp, group: string, overrides?: readonly string[]];

const SIDES_P = ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'];
const SIDES_M = ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'];
const INSET = ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'];
const BORDER_W = [
  'border-w-x',
  'border-w-y',
  'border-w-s',
  'border-w-e',
  'border-w-t',
  'border-w-r',
  'border-w-b',
  'border-w-l',
];
const BORDER_C = [
  'border-c-x',
  'border-c-y',
  'border-c-s',
  'border-c-e',
  'border-c-t',
  'border-c-r',
  'border-c-b',
  'border-c-l',
];
const ROUNDED = [
  'rounded-s',
  'rounded-e',
  'rounded-t',
  'rounded-r',
  'rounded-b',
  'rounded-l',
  'rounded-ss',
  'rounded-se',
  'rounded-ee',
  'rounded-es',
  'rounded-tl',
  'rounded-tr',
  'rounded-br',
  'rounded-bl',
];
const SIZE = '(xs|sm|base|lg|xl|\\d+xl)';

/** First match wins. Group names are only compared with each other. */
const RULES: readonly Rule[] = [
  [
    /^(block|inline|inline-block|inline-flex|inline-grid|inline-table|flex|grid|hidden|contents|table|table-row|table-cell|flow-root|list-item)$/,
    'display',
  ],
  [/^(static|fixed|absolute|relative|sticky)$/, 'position'],
  [/^(visible|invisible|collapse)$/, 'visibility'],
  [/^(sr-only|not-sr-only)$/, 'sr'],
  [/^(truncate|text-ellipsis|text-clip)$/, 'text-overflow'],
  [/^(uppercase|lowercase|capitalize|normal-case)$/, 'text-transform'],
  [/^(underline|overline|line-through|no-underline)$/, 'text-decoration'],
  [/^(italic|not-italic)$/, 'font-style'],
  [/^p-/, 'p', SIDES_P],
  [/^px-/, 'px', ['pr', 'pl', 'ps', 'pe']],
  [/^py-/, 'py', ['pt', 'pb']],
  [/^p[serbtl]-/, 'p?'],
  [/^m-/, 'm', SIDES_M],
  [/^mx-/, 'mx', ['mr', 'ml', 'ms', 'me']],
  [/^my-/, 'my', ['mt', 'mb']],
  [/^m[serbtl]-/, 'm?'],
  [/^space-x-/, 'space-x'],
  [/^space-y-/, 'space-y'],
  [/^gap-x-/, 'gap-x'],
  [/^gap-y-/, 'gap-y'],
  [/^gap-/, 'gap', ['gap-x', 'gap-y']],
  [/^size-/, 'size', ['w', 'h']],
  [/^w-/, 'w'],
  [/^h-/, 'h'],
  [/^min-w-/, 'min-w'],
  [/^min-h-/, 'min-h'],
  [/^max-w-/, 'max-w'],
  [/^max-h-/, 'max-h'],
  [/^inset-x-/, 'inset-x', ['right', 'left']],
  [/^inset-y-/, 'inset-y', ['top', 'bottom']],
  [/^inset-/, 'inset', INSET],
  [/^(top|right|bottom|left|start|end)-/, '$1'],
  [/^z-/, 'z'],
  [/^order-/, 'order'],
  [new RegExp(`^text-${SIZE}$`), 'font-size', ['leading']],
  [/^text-\[\d/, 'font-size', ['leading']],
  [/^text-(left|center|right|justify|start|end)$/, 'text-align'],
  [/^text-(wrap|nowrap|balance|pretty)$/, 'text-wrap'],
  [/^text-/, 'text-color'],
  [/^leading-/, 'leading'],
  [/^tracking-/, 'tracking'],
  [/^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/, 'font-weight'],
  [/^font-/, 'font-family'],
  [/^whitespace-/, 'whitespace'],
  [/^break-(normal|words|all|keep)$/, 'word-break'],
  [/^line-clamp-/, 'line-clamp'],
  [/^underline-offset-/, 'underline-offset'],
  [/^decoration-(\d+|auto|from-font|\[\d[^\]]*\])$/, 'decoration-thickness'],
  [/^decoration-(solid|double|dotted|dashed|wavy)$/, 'decoration-style'],
  [/^decoration-/, 'decoration-color'],
  [/^bg-(fixed|local|scroll)$/, 'bg-attachment'],
  [/^bg-(clip|origin)-/, 'bg-$1'],
  [/^bg-(repeat|no-repeat)(-|$)/, 'bg-repeat'],
  [/^bg-(auto|cover|contain)$/, 'bg-size'],
  [/^bg-(none|linear-|radial|conic|gradient-|\[url)/, 'bg-image'],
  [/^bg-(bottom|center|left|right|top)(-|$)/, 'bg-position'],
  [/^bg-/, 'bg-color'],
  [/^border(-\d+|-\[\d[^\]]*px\])?$/, 'border-w', BORDER_W],
  [/^border-([xyserbtl])(-\d+)?$/, 'border-w-$1'],
  [/^border-(solid|dashed|dotted|double|hidden|none)$/, 'border-style'],
  [/^border-(collapse|separate)$/, 'border-collapse'],
  [/^border-spacing-/, 'border-spacing'],
  [/^border-([xyserbtl])-/, 'border-c-$1'],
  [/^border-/, 'border-c', BORDER_C],
  [/^rounded(-(none|xs|sm|md|lg|xl|\d+xl|full|\[[^\]]+\]))?$/, 'rounded', ROUNDED],
  [/^rounded-(ss|se|ee|es|tl|tr|br|bl)(-|$)/, 'rounded-$1'],
  [/^rounded-s(-|$)/, 'rounded-s', ['rounded-ss', 'rounded-es']],
  [/^rounded-e(-|$)/, 'rounded-e', ['rounded-se', 'rounded-ee']],
  [/^rounded-t(-|$)/, 'rounded-t', ['rounded-tl', 'rounded-tr']],
  [/^rounded-r(-|$)/, 'rounded-r', ['rounded-tr', 'rounded-br']],
  [/^rounded-b(-|$)/, 'rounded-b', ['rounded-br', 'rounded-bl']],
  [/^rounded-l(-|$)/, 'rounded-l', ['rounded-tl', 'rounded-bl']],
  [/^shadow(-(2xs|xs|sm|md|lg|xl|2xl|none|inner))?$/, 'shadow'],
  [/^shadow-\[(inset_)?-?\d/, 'shadow'],
  [/^shadow-/, 'shadow-color'],
  [/^inset-shadow/, 'inset-shadow'],
  [/^ring(-\d+)?$/, 'ring-w'],
  [/^ring-inset$/, 'ring-inset'],
  [/^ring-offset-\d+$/, 'ring-offset-w'],
  [/^ring-offset-/, 'ring-offset-color'],
  [/^ring-/, 'ring-color'],
  [/^outline(-\d+)?$/, 'outline-w'],
  [/^outline-(solid|dashed|dotted|double|none|hidden)$/, 'outline-style'],
  [/^outline-offset-/, 'outline-offset'],
  [/^outline-/, 'outline-color'],
  [/^opacity-/, 'opacity'],
  [/^cursor-/, 'cursor'],
  [/^pointer-events-/, 'pointer-events'],
  [/^select-/, 'select'],
  [/^resize(-|$)/, 'resize'],
  [/^overflow-x-/, 'overflow-x'],
  [/^overflow-y-/, 'overflow-y'],
  [/^overflow-/, 'overflow', ['overflow-x', 'overflow-y']],
  [/^overscroll-/, 'overscroll'],
  [/^items-/, 'align-items'],
  [/^justify-items-/, 'justify-items'],
  [/^justify-self-/, 'justify-self'],
  [/^justify-/, 'justify-content'],
  [/^self-/, 'align-self'],
  [/^content-/, 'align-content'],
  [/^place-/, 'place'],
  [/^flex-(row|col|row-reverse|col-reverse)$/, 'flex-direction'],
  [/^flex-(wrap|nowrap|wrap-reverse)$/, 'flex-wrap'],
  [/^flex-/, 'flex', ['basis', 'grow', 'shrink']],
  [/^grow(-|$)/, 'grow'],
  [/^shrink(-|$)/, 'shrink'],
  [/^basis-/, 'basis'],
  [/^grid-cols-/, 'grid-cols'],
  [/^grid-rows-/, 'grid-rows'],
  [/^grid-flow-/, 'grid-flow'],
  [/^col-/, 'col'],
  [/^row-/, 'row'],
  [/^auto-cols-/, 'auto-cols'],
  [/^auto-rows-/, 'auto-rows'],
  [/^translate-x-/, 'translate-x'],
  [/^translate-y-/, 'translate-y'],
  [/^translate-/, 'translate', ['translate-x', 'translate-y']],
  [/^rotate-/, 'rotate'],
  [/^scale-x-/, 'scale-x'],
  [/^scale-y-/, 'scale-y'],
  [/^scale-/, 'scale', ['scale-x', 'scale-y']],
  [/^origin-/, 'origin'],
  [/^transition(-|$)/, 'transition'],
  [/^duration-/, 'duration'],
  [/^ease-/, 'ease'],
  [/^delay-/, 'delay'],
  [/^animate-/, 'animate'],
  [/^object-(contain|cover|fill|none|scale-down)$/, 'object-fit'],
  [/^object-/, 'object-position'],
  [/^aspect-/, 'aspect'],
  [/^fill-/, 'fill'],
  [/^stroke-\d+$/, 'stroke-w'],
  [/^stroke-/, 'stroke'],
  [/^list-/, 'list'],
  [/^caption-/, 'caption'],
  [/^align-/, 'vertical-align'],
  [/^tabular-nums|^proportional-nums$/, 'numeric-spacing'],
  [/^will-change-/, 'will-change'],
  [/^appearance-/, 'appearance'],
  [/^accent-/, 'accent'],
  [/^caret-/, 'caret'],
  [/^blur(-|$)/, 'blur'],
  [/^backdrop-blur(-|$)/, 'backdrop-blur'],
];

type Parsed = { variants: string; group: string; overrides: readonly string[] };

/** Splits `hover:[&_svg]:size-4` at top-level colons (not inside brackets). */
function splitVariants(token: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(token.slice(start));
  return parts;
}

/** Plain variants are order-free (`hover:focus:` = `focus:hover:`); an arbitrary one keeps its place. */
function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith('[')) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  out.push(...run.sort());
  return out.join(':');
}

function parse(token: string): Parsed | null {
  let result = parsed.get(token);
  if (result === undefined) {
    result = classify(token);
    remember(parsed, token, result);
  }
  return result;
}

function classify(token: string): Parsed | null {
  const parts = splitVariants(token);
  let base = parts.pop() ?? '';
  let important = '';
  if (base.startsWith('!') || base.endsWith('!')) {
    important = '!';
    base = base.startsWith('!') ? base.slice(1) : base.slice(0, -1);
  }
  if (base.startsWith('-')) base = base.slice(1);
  for (const [pattern, group, overrides] of RULES) {
    const match = pattern.exec(base);
    if (!match) continue;
    const name = group.replace('$1', match[1] ?? '').replace('?', base.charAt(1));
    return { variants: `${variantKey(parts)}${important}`, group: name, overrides: overrides ?? [] };
  }
  return null;
}

function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const claimed = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] ?? '';
    const parsed = parse(token);
    if (!parsed) {
      kept.push(token);
      continue;
    }
    const key = `${parsed.variants}|${parsed.group}`;
    if (claimed.has(key)) continue;
    claimed.add(key);
    for (const group of parsed.overrides) claimed.add(`${parsed.variants}|${group}`);
    kept.push(token);
  }
  return kept.reverse().join(' ');
}
