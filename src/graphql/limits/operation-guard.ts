import { complexityFromQuery } from '@pothos/plugin-complexity';
import {
  Kind,
  valueFromASTUntyped,
  visit,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLError,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Config } from '../../config.js';
import { checkInputHygiene, MAX_INPUT_DEPTH } from '../../validation/input-hygiene.js';
import { ValidationError } from '../../errors/validation-error.js';
import type { Context } from '../context.js';
import { coded } from '../errors.js';
import { exceedsBytes, responseTooLarge } from './response-size.js';

type Limits = Pick<Config, 'GRAPHQL_MAX_COST' | 'GRAPHQL_TIMEOUT_MS' | 'GRAPHQL_MAX_RESPONSE_BYTES'>;

/** The operation that runs, with the fragments it may spread: the cost of the others is not spent. */
function selectedOperation(document: DocumentNode, operationName?: string | null): DocumentNode {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const chosen = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  return {
    ...document,
    definitions: document.definitions.filter((d) => d === chosen || d.kind === Kind.FRAGMENT_DEFINITION),
  };
}

/** The input written into the document itself (argument literals), which variables' checks do not see. */
function literalInput(document: DocumentNode): ValidationError | null {
  let invalid: ValidationError | null = null;
  visit(document, {
    // An argument's value sits as deep as a variable's would, under `query`: text and nesting alike are checked.
    Argument: (node) => {
      invalid ??= checkInputHygiene({ query: valueFromASTUntyped(node.value) });
    },
  });
  return invalid;
}

const invalidInput = (invalid: ValidationError) => coded('BAD_USER_INPUT', invalid.message, { errors: invalid.errors });

/**
 * A document nested far deeper than its token limit allows (list or object literals thousands of
 * levels deep) overflows the recursive parser before the limit is counted: the same refusal as a
 * too deep variable, instead of a stack overflow's message.
 */
const tooDeepToParse = () =>
  invalidInput(ValidationError.of('query', `The query field nests deeper than ${MAX_INPUT_DEPTH} levels.`));

/** Why this operation must not run (bad input text, or over the cost limit), or null. */
function refusal(args: ExecutionArgs, limits: Limits): GraphQLError | null {
  const invalid = checkInputHygiene(args.variableValues ?? {}) ?? literalInput(args.document);
  if (invalid) return invalidInput(invalid);
  try {
    const { complexity } = complexityFromQuery(selectedOperation(args.document, args.operationName), {
      schema: args.schema,
      ctx: args.contextValue as object,
      variables: (args.variableValues ?? {}) as Record<string, unknown>,
    });
    if (complexity > limits.GRAPHQL_MAX_COST)
      return coded(
        'BAD_USER_INPUT',
        `The operation costs ${complexity}, over the limit of ${limits.GRAPHQL_MAX_COST}: ask for smaller pages (first/last) or fewer renders, previews and layers.`,
        { cost: complexity, maxCost: limits.GRAPHQL_MAX_COST },
      );
  } catch {
    // Variables that do not fit the operation: execution reports them with its own message.
  }
  return null;
}

/** A field stopped by the cap before it read more (graphql/design-reader.ts), or a whole result over it. */
const overCap = (result: ExecutionResult, max: number) =>
  !!result.errors?.some((e) => e.extensions?.code === 'RESPONSE_TOO_LARGE') || exceedsBytes(result, max);

/**
 * Limits every operation Yoga runs, over HTTP, SSE and graphql-ws alike: input text hygiene and
 * the cost limit before anything resolves; then a time budget (past it the executor is aborted and
 * the caller gets an error) and a response size cap (an error in place of the data, never a cut
 * body), which also bounds what the operation may read of templates' designs.
 */
export function operationGuard(limits: Limits): Plugin {
  const max = limits.GRAPHQL_MAX_RESPONSE_BYTES;
  const capped = (result: ExecutionResult, setResult: (r: ExecutionResult) => void) => {
    if (overCap(result, max)) setResult({ errors: [responseTooLarge(max)] });
  };
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, options) => {
        try {
          return parseFn(source, options);
        } catch (e) {
          throw e instanceof RangeError ? tooDeepToParse() : e;
        }
      });
    },
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const refused = refusal(args, limits);
      if (refused) return setResultAndStopExecution({ errors: [refused] });
      (args.contextValue as unknown as Context).designs.limitTo(max);
      setExecuteFn((a) => withinTime(executeFn, a, limits.GRAPHQL_TIMEOUT_MS));
      return {
        onExecuteDone: ({ result, setResult }) => {
          if (Symbol.asyncIterator in result)
            return { onNext: ({ result: next, setResult: set }) => capped(next as ExecutionResult, set) };
          capped(result, setResult);
        },
      };
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = refusal(args, limits);
      if (refused) return setResultAndStopExecution({ errors: [refused] });
      return { onSubscribeResult: () => ({ onNext: ({ result, setResult }) => capped(result, setResult) }) };
    },
  };
}

/** Runs `execute` with an abort signal that fires after `ms`; the caller is answered then, whatever is still pending. */
async function withinTime(execute: (a: ExecutionArgs) => unknown, args: ExecutionArgs, ms: number) {
  const timer = new AbortController();
  const own = (args as { signal?: AbortSignal }).signal;
  const signal = own ? AbortSignal.any([own, timer.signal]) : timer.signal;
  let timeout: NodeJS.Timeout | undefined;
  const expired = new Promise<ExecutionResult>((resolve) => {
    timeout = setTimeout(() => {
      timer.abort(new Error('time budget spent'));
      resolve({
        errors: [
          coded('TIMEOUT', `The operation took longer than ${ms} ms (GRAPHQL_TIMEOUT_MS) and was stopped.`, {
            timeoutMs: ms,
          }),
        ],
      });
    }, ms);
  });
  try {
    return await Promise.race([execute({ ...args, signal } as ExecutionArgs), expired]);
  } finally {
    clearTimeout(timeout);
  }
}
