import { readFileSync } from 'node:fs';
import { Parser } from 'acorn';
import { transformSync } from 'esbuild';

/**
 * The scenario support read as code, for the guards: esbuild strips the TypeScript (keeping the
 * code's shape) and acorn parses what is left into an ESTree. TypeScript 7 has no compiler API
 * to do it in one step.
 */
export interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export interface ParsedFile {
  path: string;
  code: string;
  program: AstNode;
}

export function parseTypeScript(path: string): ParsedFile {
  return parseSource(readFileSync(path, 'utf8'), path);
}

export function parseSource(source: string, path: string): ParsedFile {
  const { code } = transformSync(source, {
    loader: 'ts',
    format: 'esm',
    target: 'es2022',
  });
  const program = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as AstNode;
  return { path, code, program };
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string';

export function childrenOf(node: AstNode): AstNode[] {
  const children: AstNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key === 'type') continue;
    if (Array.isArray(value)) children.push(...value.filter(isNode));
    else if (isNode(value)) children.push(value);
  }
  return children;
}

/** Every node under `node` (itself included), depth first; `enter` answering false skips a subtree. */
export function walk(node: AstNode, enter: (node: AstNode, parents: AstNode[]) => boolean | undefined): void {
  const visit = (current: AstNode, parents: AstNode[]) => {
    if (enter(current, parents) === false) return;
    for (const child of childrenOf(current)) visit(child, [...parents, current]);
  };
  visit(node, []);
}

export function isFunction(node: AstNode): boolean {
  return ['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration'].includes(node.type);
}

/** The names a function's parameters bind, destructured ones included. */
export function parameterNames(fn: AstNode): string[] {
  const names: string[] = [];
  const bind = (pattern: AstNode | null | undefined) => {
    if (!pattern) return;
    if (pattern.type === 'Identifier') names.push(pattern.name as string);
    else if (pattern.type === 'AssignmentPattern') bind(pattern.left as AstNode);
    else if (pattern.type === 'RestElement') bind(pattern.argument as AstNode);
    else if (pattern.type === 'ArrayPattern')
      for (const element of pattern.elements as AstNode[]) bind(element);
    else if (pattern.type === 'ObjectPattern')
      for (const property of pattern.properties as AstNode[])
        bind((property.type === 'RestElement' ? property.argument : property.value) as AstNode);
  };
  for (const param of fn.params as AstNode[]) bind(param);
  return names;
}

/** Whether `name` is read anywhere under `node` (a property's key or a member's name is not a read). */
export function reads(node: AstNode, name: string): boolean {
  let found = false;
  walk(node, (current, parents) => {
    if (found) return false;
    if (current.type !== 'Identifier' || current.name !== name) return undefined;
    const parent = parents.at(-1);
    const isMemberName =
      parent?.type === 'MemberExpression' && parent.property === current && !parent.computed;
    const isKey =
      parent?.type === 'Property' && parent.key === current && !parent.computed && !parent.shorthand;
    if (!isMemberName && !isKey) found = true;
    return undefined;
  });
  return found;
}

/** What a function can answer: its expression body, or its own return statements (not nested functions'). */
export function returnedExpressions(fn: AstNode): (AstNode | null)[] {
  const body = fn.body as AstNode;
  if (body.type !== 'BlockStatement') return [body];
  const returned: (AstNode | null)[] = [];
  walk(body, (node) => {
    if (isFunction(node)) return false;
    if (node.type === 'ReturnStatement') returned.push((node.argument as AstNode | null) ?? null);
    return undefined;
  });
  return returned;
}

/** A value written in the code, the same whatever the app does: `0`, `[]`, `'x'`, `{ a: true }`. */
export function isConstant(node: AstNode | null): boolean {
  if (!node) return true;
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as AstNode[]).length === 0;
    case 'ArrayExpression':
      return (node.elements as (AstNode | null)[]).every(isConstant);
    case 'ObjectExpression':
      return (node.properties as AstNode[]).every(
        (property) => property.type === 'Property' && isConstant(property.value as AstNode),
      );
    case 'UnaryExpression':
      return isConstant(node.argument as AstNode);
    case 'Identifier':
      return node.name === 'undefined';
    default:
      return false;
  }
}

/** A function whose body only throws: a level that refuses to answer, rather than answering. */
export function onlyThrows(fn: AstNode): boolean {
  const body = fn.body as AstNode;
  if (body.type !== 'BlockStatement') return false;
  const statements = body.body as AstNode[];
  return statements.length > 0 && statements.every((statement) => statement.type === 'ThrowStatement');
}

export function calleeName(call: AstNode): string | null {
  const callee = call.callee as AstNode;
  if (callee.type === 'Identifier') return callee.name as string;
  return null;
}

/** The source text of a node, for messages. */
export function textOf(file: ParsedFile, node: AstNode): string {
  return file.code.slice(node.start, node.end);
}
