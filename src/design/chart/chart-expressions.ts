import { parseExpression } from 'vega-expression';

/**
 * Vega expressions a chart may use (docs/rendering.md "Chart layers"). Vega's expression language has
 * no loops, so an expression is slow only through a few functions: a regular expression (catastrophic
 * backtracking), or a function that builds a string or list as long as its argument says (`pad`,
 * `sequence`). Those are refused, with the random and logging ones (a chart draws the same every time,
 * and writes nothing to the server's log). The render checks the compiled chart's every expression
 * with the same rule (render/data/chart-view.ts), so what a template check misses cannot run either.
 */
const REFUSED_FUNCTIONS = new Set([
  'regexp',
  'test',
  'sequence',
  'timeSequence',
  'utcSequence',
  'pad',
  'random',
  'sampleNormal',
  'sampleLogNormal',
  'sampleUniform',
  'warn',
  'info',
  'debug',
  'modify',
  'setdata',
]);

const MAX_EXPRESSION_LENGTH = 1_000;

interface AstNode {
  type: string;
  [key: string]: unknown;
}

/** Why a parsed expression (vega-expression's AST) may not run, or undefined. */
export function astProblem(ast: unknown): string | undefined {
  const stack: unknown[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop();
    if (Array.isArray(node)) {
      stack.push(...node);
      continue;
    }
    if (typeof node !== 'object' || node === null) continue;
    const n = node as AstNode;
    if (n.type === 'Literal' && n.regex !== undefined) return 'uses a regular expression, which charts do not allow';
    if (n.type === 'CallExpression') {
      const name = (n.callee as AstNode | undefined)?.name;
      if (typeof name === 'string' && REFUSED_FUNCTIONS.has(name)) return `calls ${name}(), which charts do not allow`;
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type' && typeof value === 'object') stack.push(value);
  }
  return undefined;
}

/** Why an expression string may not run (it does not parse, is too long, or uses a refused function), or undefined. */
export function expressionProblem(expression: string): string | undefined {
  if (expression.length > MAX_EXPRESSION_LENGTH) return `is longer than ${MAX_EXPRESSION_LENGTH} characters`;
  let ast: unknown;
  try {
    ast = parseExpression(expression);
  } catch (e) {
    return `does not parse (${(e as Error).message})`;
  }
  return astProblem(ast);
}
