import ts from 'typescript';

/**
 * The words a server module (.ts) writes as literals where a person reads them, instead of taking them from the
 * message catalogue: a mail's subject, text, HTML and field labels, a notification, a refusal an endpoint
 * answers (`new HttpError(…, 'words')`, `notFound('words')`, `{ message: 'words' }`), a zod schema's error
 * (`{ error: 'words' }`, `.min(1, 'words')`), and a constant holding such words once at module load
 * (`const REFUSAL = 'words'`, `export const MESSAGES = { … }`: read then, it stays English in every language).
 * A literal after `/* i18n-ignore: why *\/` is not a word (a log's label, an id), nor one with no letter in it.
 * A message said as the module loads (`const X = m['x.y']()`, `.min(1, m['x.y']())` in a module-level schema)
 * is found too: read once, it would stay English for every request after.
 */

/** Properties whose value a person reads: an answer's message, a zod error, a closing reason, what a transition tells. */
const WORD_PROPERTY = /^(subject|message|msg|error|reason|\w+Reason|tell\w*)$/;
/** Properties that label something a person reads: a tile's label, a carousel's title, a page's description. */
const LABEL_PROPERTY = /^(label|title|blurb|description|heading|hint|placeholder|text|\w+Label|\w+Text)$/;
/** A mail's parts: in an object that has a `subject`. */
const MAIL_PART = /^(text|html)$/;
/** Calls whose arguments are words a person reads: refusals and notifications. */
const WORD_CALL = /^(HttpError|notFound|tooMany|refuse|notify)$/;
/** zod's checks whose only argument is the error message: `z.email('words')`, `.int('words')`. */
const ZOD_MESSAGE_FIRST = /^(int|positive|nonnegative|negative|nonpositive|email|url|uuid|nonempty|string|number|boolean|date|datetime|finite|safe)$/;
/** zod's checks whose arguments after a value are the error message: `.min(1, 'words')`, `.regex(/…/, 'words')`, `z.enum([…], 'words')`. */
const ZOD_MESSAGE_AFTER = /^(min|max|length|regex|refine|gt|gte|lt|lte|multipleOf|startsWith|endsWith|includes|enum|literal|array|object|union)$/;
/**
 * A constant or function whose name says it holds or gives words (`LEAD_MESSAGES`, `FINAL_BILL_REFUSAL`, `QUOTE_SENT`,
 * `teamMessages`, `replyTimeLabel`, `deviceSummary`, `characterCount`).
 */
const WORD_CONSTANT =
  /(MESSAGES?|REFUSALS?|REFUSED|ERRORS?|REASON|SUBJECT|_SENT|_SUCCESS|_ADDED|_DECLINED|NOTICE|LABELS?)$|[a-z](Messages|Refusals|Success|Labels?|Summary|Short|Words|Text|Count)$|^(message|subject|refusal|reason)$/;
/** A notice said to a person: `toast.success('words')`, `say.error('words')`. */
const NOTICE_CALL = /^(success|error|info|warning)$/;
const NOTICE_RECEIVER = /^(toast|say|notice)$/;
const LETTER = /\p{L}/u;
const IGNORE = /i18n-ignore:\s*\S/;

export interface ServerWordScan {
  /** The literals found, as 'line: text'. */
  literals: string[];
  parseErrors: string[];
}

/** The literal parts of a string or template literal, or null for any other expression. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
  return null;
}

/**
 * The strings an expression gives as it is: itself, the branches of `?:`, `&&`, `||`, `??`, `+`, parentheses,
 * what an arrow function returns, and the literals of an object's or array's values (a table of messages).
 */
function givenLiterals(node: ts.Node): ts.Node[] {
  if (literalText(node) !== null) return [node];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return givenLiterals(node.expression);
  if (ts.isConditionalExpression(node)) return [...givenLiterals(node.whenTrue), ...givenLiterals(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const kind = node.operatorToken.kind;
    if (kind === ts.SyntaxKind.PlusToken) return [...givenLiterals(node.left), ...givenLiterals(node.right)];
    if ([ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(kind)) {
      return givenLiterals(node.right);
    }
  }
  if (ts.isArrowFunction(node) && !ts.isBlock(node.body)) return givenLiterals(node.body);
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap(givenLiterals);
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.flatMap((property) => (ts.isPropertyAssignment(property) ? givenLiterals(property.initializer) : []));
  }
  return [];
}

/** The name a call is made to: `notFound(…)`, `new HttpError(…)`, `.min(…)`. */
function calleeName(node: ts.CallExpression | ts.NewExpression): string | null {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return null;
}

/** `m['x.y'](…)`: a message of the catalogue, said. */
const isMessageCall = (node: ts.Node) =>
  ts.isCallExpression(node) &&
  ts.isElementAccessExpression(node.expression) &&
  ts.isIdentifier(node.expression.expression) &&
  node.expression.expression.text === 'm';

/** Whether a node runs only when a function it is in is called (a getter, an arrow, a method), not as its module loads. */
function insideFunction(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) if (ts.isFunctionLike(at) || ts.isClassStaticBlockDeclaration(at)) return true;
  return false;
}

/** Scans one server module (.ts) for words written as literals, and for messages read once as the module loads. */
export function scanServerWordLiterals(text: string): ServerWordScan {
  const source = ts.createSourceFile('module.ts', text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const parseErrors = ((source as unknown as { parseDiagnostics: ts.Diagnostic[] }).parseDiagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, ' '),
  );
  const found = new Map<number, string>();
  // The comments and spaces before the node or any node that holds it up to `within` (`/* i18n-ignore */ message: '…'`).
  const ignored = (node: ts.Node, within: ts.Node) => {
    for (let at: ts.Node | undefined = node; at && at !== within.parent; at = at.parent) {
      if (IGNORE.test(text.slice(at.getFullStart(), at.getStart()))) return true;
    }
    return false;
  };
  const report = (within: ts.Node, nodes: ts.Node[]) => {
    for (const node of nodes) {
      // A mail's HTML part: its tags and styles are no words, the text between them is.
      const words = (literalText(node) ?? '').replace(/<[^>]*>/g, ' ').trim();
      if (!LETTER.test(words) || ignored(node, within)) continue;
      found.set(node.getStart(), `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${words}`);
    }
  };
  const visit = (node: ts.Node) => {
    const property = ts.isPropertyAssignment(node) ? node.name.getText() : '';
    const inMail = () =>
      ts.isObjectLiteralExpression(node.parent) &&
      node.parent.properties.some((sibling) => ts.isPropertyAssignment(sibling) && sibling.name.getText() === 'subject');
    if (ts.isPropertyAssignment(node) && property === 'fields' && ts.isArrayLiteralExpression(node.initializer)) {
      // A mail's `fields: [['Label', value], …]`: the labels.
      report(
        node,
        node.initializer.elements.flatMap((row) => (ts.isArrayLiteralExpression(row) && row.elements[0] ? givenLiterals(row.elements[0]) : [])),
      );
    } else if (ts.isPropertyAssignment(node) && (WORD_PROPERTY.test(property) || (MAIL_PART.test(property) && inMail()))) {
      report(node, givenLiterals(node.initializer));
    } else if (ts.isPropertyAssignment(node) && LABEL_PROPERTY.test(property)) {
      // A label in a module's table (a tile, a carousel, a page's title): the literal itself, not what a function gives.
      const initializer = node.initializer;
      report(node, ts.isArrowFunction(initializer) || ts.isObjectLiteralExpression(initializer) ? [] : givenLiterals(initializer));
    } else if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && node.arguments) {
      const name = calleeName(node);
      // zod's checks are methods (`z.email(…)`, `.min(…)`), never a bare function (drizzle's `date('day')`).
      const method = ts.isPropertyAccessExpression(node.expression);
      const receiver = method ? (node.expression as ts.PropertyAccessExpression).expression : null;
      if (name && WORD_CALL.test(name)) report(node, node.arguments.flatMap(givenLiterals));
      else if (name && receiver && ts.isIdentifier(receiver) && NOTICE_RECEIVER.test(receiver.text) && NOTICE_CALL.test(name)) {
        report(node, node.arguments.flatMap(givenLiterals));
      } else if (name && method && ZOD_MESSAGE_FIRST.test(name)) report(node, node.arguments.flatMap(givenLiterals));
      else if (name && method && ZOD_MESSAGE_AFTER.test(name)) report(node, node.arguments.slice(1).flatMap(givenLiterals));
    } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && WORD_CONSTANT.test(node.name.text) && node.initializer) {
      report(node, givenLiterals(node.initializer));
    } else if (ts.isFunctionDeclaration(node) && node.name && WORD_CONSTANT.test(node.name.text) && node.body) {
      // `function partnerLeadSuccess(…) { return `words`; }`: what it returns.
      const returned: ts.Node[] = [];
      const collect = (inner: ts.Node) => {
        if (ts.isReturnStatement(inner) && inner.expression) returned.push(...givenLiterals(inner.expression));
        else if (!ts.isFunctionLike(inner)) ts.forEachChild(inner, collect);
      };
      ts.forEachChild(node.body, collect);
      report(node, returned);
    }
    if (isMessageCall(node) && !insideFunction(node) && !ignored(node, node)) {
      // Read once as the module loads: it would say the words in English to every request after.
      found.set(node.getStart(), `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.getText()} read at module load`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { literals: [...found.entries()].sort(([a], [b]) => a - b).map(([, line]) => line), parseErrors };
}
