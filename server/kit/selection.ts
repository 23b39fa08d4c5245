import {
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLResolveInfo,
  type SelectionSetNode,
} from 'graphql';

/**
 * The fields an operation asks below one field, by field name (aliases merged), each with the fields asked
 * below it in turn. Fragments and inline fragments are walked in; a field under `@skip`/`@include` counts as
 * asked, so the tree is never smaller than what execution will read.
 */
export type FieldTree = Map<string, FieldTree>;

function collect(
  sets: readonly (SelectionSetNode | undefined)[],
  fragments: Readonly<Record<string, FragmentDefinitionNode | undefined>>,
  into: FieldTree = new Map(),
  seen: Set<string> = new Set(),
): FieldTree {
  for (const set of sets) {
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) {
        const name = s.name.value;
        if (name.startsWith('__')) continue;
        const below = into.get(name) ?? new Map<string, FieldTree>();
        into.set(name, below);
        if (s.selectionSet) collect([s.selectionSet], fragments, below, seen);
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        collect([s.selectionSet], fragments, into, seen);
      } else {
        // A fragment spread twice at one level adds nothing the first did not; validation refuses cycles.
        const key = s.name.value;
        if (seen.has(key)) continue;
        seen.add(key);
        collect([fragments[key]?.selectionSet], fragments, into, seen);
        seen.delete(key);
      }
    }
  }
  return into;
}

/*
 * A field node belongs to one parsed document (yoga's parser cache hands every request for the same text the
 * same one), and with it its fragments: so a single node's tree is worked out once. Read-only to callers.
 */
const treeOfNode = new WeakMap<FieldNode, FieldTree>();

/** What the current field's selection asks, from a resolver's `info`. */
export function fieldTreeOf(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): FieldTree {
  const only = info.fieldNodes.length === 1 ? info.fieldNodes[0] : undefined;
  const known = only && treeOfNode.get(only);
  if (known) return known;
  const tree = collect(
    info.fieldNodes.map((n) => n.selectionSet),
    info.fragments,
  );
  if (only) treeOfNode.set(only, tree);
  return tree;
}

/** The same from a whole document: what its operation asks of the root field `field` (e.g. `users`). */
export function fieldTreeOfDocument(document: DocumentNode, field: string): FieldTree {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
  const root = collect(
    document.definitions.map((d) => (d.kind === Kind.OPERATION_DEFINITION ? d.selectionSet : undefined)),
    fragments,
  );
  return root.get(field) ?? new Map<string, FieldTree>();
}

/**
 * The columns of `columns` (a table's, by property name) that the asked fields name, plus those in `always`:
 * for a type whose fields are its columns under the same names, what a select needs to answer them.
 */
export function columnsAsked<C extends Record<string, unknown>>(
  columns: C,
  asked: FieldTree,
  always: readonly (keyof C & string)[] = [],
): Partial<C> {
  const picked: Partial<C> = {};
  for (const key of Object.keys(columns) as (keyof C & string)[]) {
    if (asked.has(key) || always.includes(key)) picked[key] = columns[key];
  }
  return picked;
}
