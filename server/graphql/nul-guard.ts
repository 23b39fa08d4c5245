import { visit, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasNul, NUL_MESSAGE } from '../../src/rules/text';
import { badInput } from './errors';

/** The path of the first string holding a NUL in a variables value, or undefined. */
function nulIn(value: unknown, at: string): string | undefined {
  if (typeof value === 'string') return hasNul(value) ? at : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulIn(value[i], `${at}.${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = nulIn(v, at ? `${at}.${k}` : k);
      if (found) return found;
    }
  }
  return undefined;
}

/*
 * yoga's parser cache hands every request for the same text the same DocumentNode, so a document is walked
 * once, not once per request; the variables, which change per request, are still read every time.
 */
const literalsChecked = new WeakMap<DocumentNode, boolean>();

function literalWithNul(document: DocumentNode): boolean {
  const known = literalsChecked.get(document);
  if (known !== undefined) return known;
  let found = false;
  visit(document, {
    StringValue(node) {
      if (hasNul(node.value)) found = true;
    },
  });
  literalsChecked.set(document, found);
  return found;
}

/**
 * Refuses a request whose arguments hold a NUL anywhere, in variables or in the document's
 * literals, before any resolver runs: one central answer (BAD_USER_INPUT) for every field, including
 * those whose input no zod rule reads.
 */
export const nulGuard: Plugin = {
  onExecute({ args, setResultAndStopExecution }) {
    const field = nulIn(args.variableValues ?? {}, '');
    if (field !== undefined || literalWithNul(args.document)) {
      setResultAndStopExecution({ errors: [badInput(NUL_MESSAGE, field || undefined)] });
    }
  },
};
