import ts from 'typescript';

/**
 * The words a person would read that a component writes as literals instead of taking from the message
 * catalogue: text between tags, the attributes and props that carry words (aria-label, placeholder, title,
 * alt, label, …Label, …Text), strings that a JSX expression renders (`{failed ? 'Try again' : …}`), and
 * in an .astro frontmatter or a .tsx module the `label`/`title`/`text`/… of an object literal. Anything
 * inside `{…}` that is not a literal — a message call, a value — is not a word here, nor is a list of CSS
 * classes, nor a literal after an `i18n-ignore: <why>` comment (a log's label, which no person reads).
 */
const WORD_ATTRIBUTE = /^(aria-label|aria-description|aria-valuetext|placeholder|title|alt|label|hint|message|heading|description|\w+Label|\w+Text)$/;
const WORD_PROPERTY = /^(label|title|text|heading|description|message|hint|placeholder|\w+Label|\w+Text)$/;
const LETTER = /\p{L}/u;
/** A string of CSS classes ('mb-1.5 block text-sm'), which a `label` of a class map may hold: no word. */
const CLASS_LIST = /^(?=.*[-:])[!a-z0-9:_/.[\]()%-]+(\s+[!a-z0-9:_/.[\]()%-]+)*$/;
/** `/* i18n-ignore: why *\/` before a literal: a text no person reads (a log's label). */
const IGNORE = /i18n-ignore:\s*\S/;

/** An .astro file as TSX: its frontmatter, then its markup (scripts, styles and comments left out) as a fragment. */
export function astroAsTsx(text: string): string {
  const frontmatter = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const markup = text
    .slice(frontmatter ? frontmatter[0].length : 0)
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<!doctype[^>]*>/gi, '');
  return `${frontmatter?.[1] ?? ''}\nconst markup = (<>${markup}</>);\n`;
}

/** The literal parts of a string or template literal, or null for any other expression. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/** The strings an expression can render as it is: itself, or the branches of `?:`, `&&`, `||`, `??` and parentheses. */
function renderedLiterals(node: ts.Expression): string[] {
  const text = literalText(node);
  if (text !== null) return [text];
  if (ts.isParenthesizedExpression(node)) return renderedLiterals(node.expression);
  if (ts.isConditionalExpression(node)) return [...renderedLiterals(node.whenTrue), ...renderedLiterals(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(node.operatorToken.kind)
  ) {
    return renderedLiterals(node.right);
  }
  return [];
}

export interface WordScan {
  /** The literals found, as 'line: text'. */
  literals: string[];
  /** Why the file could not be read as TSX (then the scan proves nothing). */
  parseErrors: string[];
}

/** Scans one component (.astro or .tsx) for words written as literals; `allowed` are names that stay as they are (GeoNames). */
export function scanWordLiterals(fileName: string, text: string, allowed: readonly string[] = []): WordScan {
  const code = fileName.endsWith('.astro') ? astroAsTsx(text) : text;
  const source = ts.createSourceFile('component.tsx', code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const parseErrors = ((source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, ' '),
  );
  const literals: string[] = [];
  // The comments and spaces before the node (TypeScript counts a comment on the same line as the previous token's).
  const ignored = (node: ts.Node) => IGNORE.test(code.slice(node.getFullStart(), node.getStart()));
  const report = (node: ts.Node, value: string) => {
    const words = value.trim();
    if (!LETTER.test(words) || CLASS_LIST.test(words) || allowed.includes(words) || ignored(node)) return;
    literals.push(`${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${words}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && WORD_ATTRIBUTE.test(node.name.getText())) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      else if (value && ts.isJsxExpression(value) && value.expression) for (const text of renderedLiterals(value.expression)) report(value, text);
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      for (const text of renderedLiterals(node.expression)) report(node, text);
    } else if (ts.isPropertyAssignment(node) && WORD_PROPERTY.test(node.name.getText())) {
      for (const text of renderedLiterals(node.initializer)) report(node, text);
    } else if (ts.isBindingElement(node) && node.initializer && WORD_PROPERTY.test((node.propertyName ?? node.name).getText())) {
      for (const text of renderedLiterals(node.initializer)) report(node, text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals, parseErrors };
}
