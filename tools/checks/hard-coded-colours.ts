import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Issue 19 "every component uses tokens only": a colour written into a component's stylesheet
 * or inline style is one the themes (light, dark, the partner's brand book) never reach. Only
 * libs/shared/ui/src/tokens.css holds colours; components read them as var(--bet-...).
 */

/** The CSS named colours (CSS Color 4) and the system colours, lower case. */
const NAMED_COLOURS = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown ' +
    'burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan ' +
    'darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid ' +
    'darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise darkviolet ' +
    'deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ' +
    'ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan lightgoldenrodyellow ' +
    'lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray ' +
    'lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine ' +
    'mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen ' +
    'mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin navajowhite navy oldlace ' +
    'olive olivedrab orange orangered orchid palegoldenrod palegreen paleturquoise palevioletred ' +
    'papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red rosybrown royalblue ' +
    'saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue slategray slategrey ' +
    'snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow ' +
    'yellowgreen accentcolor accentcolortext activetext buttonborder buttonface buttontext canvas ' +
    'canvastext field fieldtext graytext highlight highlighttext linktext mark marktext selecteditem ' +
    'selecteditemtext visitedtext'
  ).split(' '),
);

const HEX = /#[0-9a-f]{3,8}\b/i;
const COLOUR_FUNCTION = /\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

/** What a value says once custom property names and quoted strings are out of it. */
function bareValue(value: string): string {
  return value.replace(/'[^']*'|"[^"]*"/g, ' ').replace(/--[\w-]+/g, ' ');
}

/** The colour a CSS value writes out (a hex, a colour function, a named colour), or null. */
export function colourIn(value: string): string | null {
  const bare = bareValue(value);
  const hex = HEX.exec(bare)?.[0];
  if (hex) return hex;
  const fn = COLOUR_FUNCTION.exec(bare)?.[0];
  if (fn) return fn;
  for (const word of bare.toLowerCase().match(/[a-z]+(?:-[a-z]+)*/g) ?? []) {
    if (NAMED_COLOURS.has(word)) return word;
  }
  return null;
}

/** `line: property: value` for each declaration of a stylesheet that writes a colour out. */
export function hardCodedColoursInCss(css: string): string[] {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: string[] = [];
  for (const match of source.matchAll(/([\w-]+)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const [, property = '', value = ''] = match;
    const colour = colourIn(value);
    if (colour === null) continue;
    const line = source.slice(0, match.index).split('\n').length;
    found.push(`${line}: ${property}: ${value.trim()}`);
  }
  return found;
}

/**
 * `line: text` for each string in an inline style of a TSX file that writes a colour out: a JSX
 * `style={{ ... }}` and any object typed `CSSProperties`.
 */
export function hardCodedColoursInTsx(code: string, fileName = 'probe.tsx'): string[] {
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const inspect = (styleObject: ts.Node) => {
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) && colourIn(node.text) !== null) {
        const { line } = file.getLineAndCharacterOfPosition(node.getStart());
        found.push(`${line + 1}: ${node.text}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(styleObject);
  };
  const walk = (node: ts.Node) => {
    if (ts.isJsxAttribute(node) && node.name.getText() === 'style' && node.initializer) inspect(node.initializer);
    else if (ts.isVariableDeclaration(node) && node.type?.getText().includes('CSSProperties') && node.initializer) {
      inspect(node.initializer);
    } else ts.forEachChild(node, walk);
  };
  walk(file);
  return found;
}

function filesUnder(dir: string, extensions: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path, extensions);
    return extensions.some((extension) => entry.name.endsWith(extension)) ? [path] : [];
  });
}

/** Every colour written out in libs' stylesheets (tokens.css aside) and inline styles. */
export function hardCodedColours(root: string): string[] {
  const sources = readdirSync(join(root, 'libs')).flatMap((group) =>
    readdirSync(join(root, 'libs', group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, 'libs', group, entry.name, 'src')),
  );
  const exists = (dir: string) => {
    try {
      return readdirSync(dir) !== undefined;
    } catch {
      return false;
    }
  };
  return [...sources.filter(exists), join(root, 'apps', 'web', 'src')].flatMap((dir) =>
    filesUnder(dir, ['.css', '.tsx']).flatMap((path) => {
      const name = relative(root, path);
      if (name === join('libs', 'shared', 'ui', 'src', 'tokens.css')) return [];
      const text = readFileSync(path, 'utf8');
      if (path.endsWith('.css')) return hardCodedColoursInCss(text).map((finding) => `${name}:${finding}`);
      // Parsing is the slow part: only files that have an inline style at all.
      if (!/style=|CSSProperties/.test(text)) return [];
      const found = hardCodedColoursInTsx(text, path);
      return found.map((finding) => `${name}:${finding}`);
    }),
  );
}
