import type { DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * Each parsed document's validation answer, kept with the document: yoga's own validation cache (turned off
 * in yoga.ts) found it under a key built on every request from the names of all ~35 validation rules joined
 * into one string, and hashed: keeping the answer here took 0.01–0.05 ms (0.03 at the median) off a
 * members-list request (bench/report.md, "Validation remembered by document").
 *
 * Sound because the answer depends on nothing but the document here: the schema is built once, and the rules
 * are the same for every request (graphql's own, armor's limits and, in production, the introspection ban,
 * all added by plugins configured once at start; none looks at the request). yoga's parser cache hands every
 * request for the same text the same DocumentNode, so a WeakMap finds it, and an entry goes when its
 * document leaves that cache.
 *
 * Registered after the plugins that add rules or rewrite errors, as yoga registers its own cache: the answer
 * kept is the final one (armor's field-suggestion stripping included), and a hit is that same answer.
 */
export function validationMemo(): Plugin {
  const answers = new WeakMap<DocumentNode, readonly Error[]>();
  return {
    onValidate({ params: { documentAST }, setResult }) {
      const known = answers.get(documentAST);
      if (known) {
        setResult(known);
        return;
      }
      return ({ result }) => {
        answers.set(documentAST, result);
      };
    },
  };
}
