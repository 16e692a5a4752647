import {
  type AstNode,
  calleeName,
  isConstant,
  isFunction,
  onlyThrows,
  type ParsedFile,
  parameterNames,
  reads,
  returnedExpressions,
  textOf,
  walk,
} from './source-tree';

/**
 * What makes a scenario pass without proving anything, found in the step and question sources:
 * a question level or Then-step that answers a constant, a step, question or task that ignores
 * one of its parameters, and a step that declares itself 'skipped' or 'pending'.
 */
export interface Hollow {
  file: string;
  what: string;
  why: string;
}

const STEP_KEYWORDS = new Set(['Given', 'When', 'Then']);
/** The makers of questions and tasks: their factories' parameters must reach every level. */
const MAKERS = new Set(['question', 'interaction']);
const SILENT_RESULTS = new Set(['skipped', 'pending']);
/** Questions and tasks written by hand (`{ description, answeredBy }`, `{ description, performAs }`). */
const HAND_WRITTEN = new Set(['answeredBy', 'performAs']);

export function hollowsIn(file: ParsedFile): Hollow[] {
  const found: Hollow[] = [];
  // A step is named by its expression, a question or task by its description.
  const report = (node: AstNode, why: string) => {
    const named =
      node.type === 'CallExpression'
        ? ((node.arguments as AstNode[])[0] ?? node)
        : (propertyNamed(node, 'description') ?? node);
    found.push({ file: file.path, what: firstLine(textOf(file, named)), why });
  };

  walk(file.program, (node, parents) => {
    if (node.type === 'ReturnStatement' && isSilentResult(node.argument as AstNode | null))
      report(node, 'declares the scenario skipped or pending instead of running or failing it');
    if (node.type === 'ObjectExpression') checkHandWritten(node, parents, report);
    if (node.type !== 'CallExpression') return undefined;
    const name = calleeName(node);
    if (name && STEP_KEYWORDS.has(name)) checkStep(node, name, report);
    if (name && MAKERS.has(name)) checkMaker(node, name, parents, report);
    return undefined;
  });
  return found;
}

function isSilentResult(node: AstNode | null): boolean {
  return node?.type === 'Literal' && SILENT_RESULTS.has(node.value as string);
}

type Report = (node: AstNode, why: string) => void;

function checkStep(call: AstNode, keyword: string, report: Report): void {
  const fn = (call.arguments as AstNode[]).find(isFunction);
  if (!fn) return;
  for (const name of parameterNames(fn))
    if (!reads(fn.body as AstNode, name)) report(call, `ignores its parameter "${name}"`);
  if (keyword === 'Then' && !asserts(fn)) report(call, 'is a Then-step that asserts nothing');
  if (keyword === 'Then' && returnsOnlyConstants(fn)) report(call, 'is a Then-step that answers a constant');
}

/** A Then-step checks something: node:assert, expect, or a helper named for asserting. */
function asserts(fn: AstNode): boolean {
  let found = false;
  walk(fn.body as AstNode, (node) => {
    if (found) return false;
    if (node.type !== 'CallExpression') return undefined;
    const callee = node.callee as AstNode;
    const root = callee.type === 'MemberExpression' ? (callee.object as AstNode) : callee;
    if (root.type === 'Identifier' && /^(assert|expect)/.test(root.name as string)) found = true;
    return undefined;
  });
  return found;
}

function returnsOnlyConstants(fn: AstNode): boolean {
  const returned = returnedExpressions(fn).filter((node) => node !== null);
  return returned.length > 0 && returned.every(isConstant);
}

/** The functions that answer at each level: `{ viewModel, browser }`, `onTheChat({…})`, `onlyInTheBrowser(fn)`. */
function levelFunctions(node: AstNode | undefined, key = 'its level'): { key: string; fn: AstNode }[] {
  if (!node) return [];
  if (isFunction(node)) return [{ key, fn: node }];
  if (node.type === 'ObjectExpression')
    return (node.properties as AstNode[]).flatMap((property) => {
      const name = (property.key as AstNode | undefined)?.name;
      return levelFunctions(property.value as AstNode, typeof name === 'string' ? name : key);
    });
  if (node.type === 'CallExpression')
    return (node.arguments as AstNode[]).flatMap((arg) => levelFunctions(arg, key));
  return [];
}

function checkMaker(call: AstNode, maker: string, parents: AstNode[], report: Report): void {
  const levels = levelFunctions((call.arguments as AstNode[])[1]).filter(({ fn }) => !onlyThrows(fn));
  if (maker === 'question')
    for (const { key, fn } of levels)
      if (returnsOnlyConstants(fn)) report(call, `answers a constant at the ${key} level`);
  checkFactoryParameters(call, levels, parents, report);
}

/** A hand-written question or task: its one function answers for both levels. */
function checkHandWritten(object: AstNode, parents: AstNode[], report: Report): void {
  for (const key of HAND_WRITTEN) {
    const fn = propertyNamed(object, key);
    if (!fn || !isFunction(fn)) continue;
    if (key === 'answeredBy' && returnsOnlyConstants(fn)) report(object, 'answers a constant');
    // A maker (question, interaction) is handed its description whole: that parameter is the name.
    const description = propertyNamed(object, 'description');
    const named = description?.type === 'Identifier' ? [description.name as string] : [];
    checkFactoryParameters(object, [{ key, fn }], parents, report, named);
  }
}

/** Each parameter of the factory that makes the question or task reaches every function that answers. */
function checkFactoryParameters(
  made: AstNode,
  answering: { key: string; fn: AstNode }[],
  parents: AstNode[],
  report: Report,
  exempt: readonly string[] = [],
): void {
  const factory = parents.findLast(isFunction);
  if (!factory) return;
  const derived = derivedNames(factory, made);
  for (const parameter of parameterNames(factory).filter((name) => !exempt.includes(name))) {
    const carriers = [parameter, ...(derived.get(parameter) ?? [])];
    for (const { key, fn } of answering)
      if (!carriers.some((name) => reads(fn, name)))
        report(made, `ignores its parameter "${parameter}" at the ${key} level`);
  }
}

/** The value of an object literal's property (a method's function included). */
function propertyNamed(object: AstNode, name: string): AstNode | undefined {
  if (object.type !== 'ObjectExpression') return undefined;
  const property = (object.properties as AstNode[]).find(
    (candidate) => candidate.type === 'Property' && (candidate.key as AstNode | undefined)?.name === name,
  );
  return property?.value as AstNode | undefined;
}

/** Locals the factory computes from each parameter before the call (`const path = pathOf(which)`). */
function derivedNames(factory: AstNode, call: AstNode): Map<string, string[]> {
  const derived = new Map<string, string[]>();
  walk(factory.body as AstNode, (node) => {
    if (node === call) return false;
    if (node.type !== 'VariableDeclarator' || !node.init) return undefined;
    const id = node.id as AstNode;
    if (id.type !== 'Identifier') return undefined;
    for (const parameter of parameterNames(factory))
      if (reads(node.init as AstNode, parameter))
        derived.set(parameter, [...(derived.get(parameter) ?? []), id.name as string]);
    return undefined;
  });
  return derived;
}

function firstLine(text: string): string {
  const line = text.split('\n')[0] ?? '';
  return line.length > 100 ? `${line.slice(0, 100)}…` : line;
}
